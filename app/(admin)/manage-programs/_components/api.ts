/** Client-side calls of the Manage Programs screen. */

/** Spec section 7: a non-OK answer becomes "{status}: {body or status text}"; our bodies carry { error }. */
export async function failure(res: Response): Promise<Error> {
  const text = await res.text().catch(() => "");
  let message = text || res.statusText;
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === "object" && "error" in body && typeof body.error === "string") message = body.error;
  } catch {
    // Not JSON: keep the text.
  }
  const error = new Error(`${res.status}: ${message}`) as Error & { issues?: { path: string; message: string }[] };
  try {
    const body = JSON.parse(text) as { issues?: { path: string; message: string }[] };
    if (Array.isArray(body.issues)) error.issues = body.issues;
  } catch {
    // No issues to show.
  }
  return error;
}

export async function send(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    credentials: "same-origin",
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw await failure(res);
  return res;
}

export const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);
