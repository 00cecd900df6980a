import { render } from "@testing-library/react";
import { AdUnit } from "./ad-unit";

jest.mock("@/components/consent/consent-provider", () => ({
  useConsent: () => ({ consent: { necessary: true, analytics: false, marketing: true, timestamp: "2026-11-25T00:00:00Z" }, adsenseClient: "ca-pub-0" }),
}));

describe("AdUnit", () => {
  afterEach(() => {
    window.history.replaceState({}, "", "/");
    delete window.adsbygoogle;
  });

  it("requests an ad on a page without a query", () => {
    const { container } = render(<AdUnit />);
    expect(container.querySelector("ins.adsbygoogle")).not.toBeNull();
    expect(window.adsbygoogle).toHaveLength(1);
  });

  it("requests none where the address carries a search: the ad request would send it to Google", () => {
    window.history.replaceState({}, "", "/?q=lead+poisoning");
    const { container } = render(<AdUnit />);
    expect(container.querySelector("ins.adsbygoogle")).toBeNull();
    expect(window.adsbygoogle).toBeUndefined();
  });
});
