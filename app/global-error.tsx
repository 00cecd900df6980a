"use client";

/**
 * Replaces the root layout when it fails. Global styles are not loaded here, so it uses inline styles only.
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: "system-ui, sans-serif", color: "#0f172a", margin: 0 }}>
        <title>Something went wrong | Heavy Metal Detox Directory</title>
        <div style={{ maxWidth: "36rem", margin: "0 auto", padding: "4rem 1rem", textAlign: "center" }}>
          <h1 style={{ fontSize: "1.5rem", fontWeight: 600 }}>Something went wrong</h1>
          <p style={{ color: "#475569", lineHeight: 1.5 }}>
            The site could not be loaded. Please try again in a moment.
          </p>
          <button
            type="button"
            onClick={() => retry()}
            style={{
              marginTop: "1.5rem",
              padding: "0.5rem 1rem",
              border: 0,
              borderRadius: "0.375rem",
              background: "#0f766e",
              color: "#ffffff",
              fontSize: "1rem",
              cursor: "pointer",
            }}
          >
            Try again
          </button>
        </div>
      </body>
    </html>
  );
}
