/** @jest-environment node */
import { timeAgo } from "@/lib/time-ago";

describe("timeAgo", () => {
  const now = new Date("2026-03-10T12:00:00Z");
  beforeEach(() => jest.useFakeTimers({ now }));
  afterEach(() => jest.useRealTimers());

  it("reads like the spec's example", () => {
    expect(timeAgo(new Date(now.getTime() - 2 * 3600_000))).toBe("about 2 hours ago");
    expect(timeAgo("2026-03-07T12:00:00Z")).toBe("3 days ago");
    expect(timeAgo(new Date(now.getTime() - 10_000))).toBe("less than a minute ago");
    expect(timeAgo("2025-01-01T00:00:00Z")).toBe("about 1 year ago");
  });

  it("never reads as the future, and is empty for an invalid date", () => {
    expect(timeAgo(new Date(now.getTime() + 60_000))).toBe("less than a minute ago");
    expect(timeAgo("not a date")).toBe("");
  });
});
