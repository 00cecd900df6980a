import { render } from "@testing-library/react";
import { ConsentedScripts, gaInitScript, pageViewParams } from "./consented-scripts";

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
    const page_location = `${window.location.origin}/states/texas`;
    expect(calls).toEqual([
      ["set", { page_location }],
      ["event", "page_view", { page_location, page_title: "Search results" }],
    ]);
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

  // Security issue 51, items 8 and 9.
  it("configures the tag with the page's origin and path as page_location, never its query or fragment", () => {
    window.history.replaceState({}, "", "/?q=lead+78701#results");
    const w = window as unknown as { dataLayer?: IArguments[] };
    delete w.dataLayer;
    new Function(gaInitScript("G-TEST"))();
    const calls = w.dataLayer!.map((args) => Array.from(args));
    const config = calls.find((c) => c[0] === "config")!;
    expect(config).toEqual(["config", "G-TEST", expect.objectContaining({ page_location: `${window.location.origin}/`, send_page_view: false })]);
    expect(JSON.stringify(calls)).not.toMatch(/78701|#results|q=/);
    delete w.dataLayer;
  });

  it.each(["/owner", "/owner/verify", "/owner/programs/5b1c3f8e-0000-4000-8000-000000000000"])("loads nothing on %s", (path) => {
    pathname = path;
    render(<ConsentedScripts />);
    expect(scripts()).toEqual([]);
  });

  it("still loads on pages whose path only starts like an owner's", () => {
    pathname = "/owners-guide";
    render(<ConsentedScripts />);
    expect(scripts()).toEqual(["ga-loader", "ga-init", "adsense-loader"]);
  });
});
