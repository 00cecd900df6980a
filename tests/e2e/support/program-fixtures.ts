import type { APIRequestContext } from "@playwright/test";
import { E2E_ADMIN_API_TOKEN } from "../../../playwright.config";

/** What the e2e tests read of a program from the public API. */
export type ApiProgram = {
  id: string;
  name: string;
  description: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  email: string | null;
  website: string | null;
  imageUrl: string | null;
  rating: number;
  reviewCount: number;
  priceMin: number | null;
  priceMax: number | null;
  priceUnit: string | null;
  programTypes: string[];
  certifications: string[];
};

/** Every demo program, fresh through the public list call (about 300, three pages): tests change counts. */
export async function allPrograms(request: APIRequestContext): Promise<ApiProgram[]> {
  const out: ApiProgram[] = [];
  for (let page = 1; page <= 20; page++) {
    const res = await request.get(`/api/programs?pageSize=100&page=${page}&sortBy=recent`);
    if (!res.ok()) throw new Error(`GET /api/programs answered ${res.status()}`);
    const items = (await res.json()) as ApiProgram[];
    out.push(...items);
    if (items.length < 100) break;
  }
  return out;
}

/** The first program matching `test`, skipping the ids in `avoid` (so tests that write use different programs). */
export async function findProgram(request: APIRequestContext, test: (p: ApiProgram) => boolean, avoid: string[] = []): Promise<ApiProgram> {
  const found = (await allPrograms(request)).find((p) => test(p) && !avoid.includes(p.id));
  if (!found) throw new Error("no demo program matches");
  return found;
}

export const digits = (phone: string) => phone.replace(/\D/g, "");

/** Submits a review through the public API and approves it as the administrator; returns its id. */
export async function publishReview(request: APIRequestContext, programId: string, review: Record<string, unknown>): Promise<string> {
  const created = await request.post(`/api/programs/${programId}/reviews`, { data: review });
  if (created.status() !== 201) throw new Error(`POST review answered ${created.status()}: ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  const approved = await request.patch(`/api/admin/reviews/${id}`, {
    data: { isPublished: true },
    headers: { Authorization: `Bearer ${E2E_ADMIN_API_TOKEN}` },
  });
  if (!approved.ok()) throw new Error(`PATCH review answered ${approved.status()}`);
  return id;
}

/** Undoes the HTML escaping of text React put in the server HTML. */
export const htmlText = (html: string) =>
  html.replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">");
