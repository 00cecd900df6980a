import { render } from "@testing-library/react";
import { ConsentedScripts } from "./consented-scripts";

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
  });

  it("loads Analytics and AdSense elsewhere after consent", () => {
    pathname = "/";
    render(<ConsentedScripts />);
    expect(scripts()).toEqual(["ga-loader", "ga-init", "adsense-loader"]);
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
