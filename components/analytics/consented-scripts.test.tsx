import { render } from "@testing-library/react";
import { ConsentedScripts, pageViewParams } from "./consented-scripts";

let pathname = "/";
jest.mock("next/navigation", () => ({ usePathname: () => pathname }));
jest.mock("next/script", () => ({ __esModule: true, default: ({ id }: { id: string }) => <script data-testid={id} /> }));
jest.mock("@/components/consent/consent-provider", () => ({
  useConsent: () => ({
    consent: { necessary: true, analytics: true, marketing: true, timestamp: "2026-11-25T00:00:00Z" },
    gaId: "G-TEST",
    adsenseClient: "ca-pub-0",
  }),
}));

const scripts = () => Array.from(document.querySelectorAll("script[data-testid]")).map((s) => s.getAttribute("data-testid"));

describe("ConsentedScripts and pages whose URL carries a health value", () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)["ga-disable-G-TEST"];
    window.history.replaceState({}, "", "/");
  });

  it("loads Analytics and AdSense elsewhere after consent", () => {
    pathname = "/";
    render(<ConsentedScripts />);
    expect(scripts()).toEqual(["ga-loader", "ga-init", "adsense-loader"]);
  });

  it("does not load AdSense while the address carries a search, and loads it on a page without one", () => {
    pathname = "/";
    window.history.replaceState({}, "", "/?q=78701");
    const view = render(<ConsentedScripts />);
    expect(scripts()).toEqual(["ga-loader", "ga-init"]);
    pathname = "/states/texas";
    window.history.pushState({}, "", "/states/texas");
    view.rerender(<ConsentedScripts />);
    expect(scripts()).toEqual(["ga-loader", "ga-init", "adsense-loader"]);
  });

  it("gives Analytics the page's origin and path only: never a search, a filter or a fragment (issue 31, correction 16)", () => {
    expect(pageViewParams({ origin: "https://example.org", pathname: "/", search: "" }, "Find")).toEqual({ page_location: "https://example.org/", page_title: "Find" });
    const href = new URL("https://example.org/?q=lead+poisoning+78701&specialty=pediatrics#programs");
    expect(pageViewParams(href, 'Heavy metal detox programs matching "lead poisoning 78701"')).toEqual({ page_location: "https://example.org/", page_title: "Search results" });
  });

  it("sends a page view on each client navigation after the first, with the path only", () => {
    const calls: unknown[][] = [];
    (window as unknown as { gtag: unknown }).gtag = (...args: unknown[]) => calls.push(args);
    pathname = "/";
    const view = render(<ConsentedScripts />);
    expect(calls).toEqual([]); // the init script sends the first one, after its config
    pathname = "/states/texas";
    window.history.pushState({}, "", "/states/texas?q=78701");
    view.rerender(<ConsentedScripts />);
    expect(calls).toEqual([["event", "page_view", { page_location: `${window.location.origin}/states/texas`, page_title: "Search results" }]]);
    delete (window as unknown as { gtag?: unknown }).gtag;
  });

  it("loads nothing on /blood-lead-levels, nor later in the same document, and switches Analytics off", () => {
    pathname = "/blood-lead-levels";
    const view = render(<ConsentedScripts />);
    expect(scripts()).toEqual([]);
    expect((window as unknown as Record<string, unknown>)["ga-disable-G-TEST"]).toBe(true);
    pathname = "/"; // the client router leaves; Back could return to the URL with the value
    view.rerender(<ConsentedScripts />);
    expect(scripts()).toEqual([]);
  });
});
