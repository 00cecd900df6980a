import { CONSENT_KEY, parseConsent, readConsentRaw, saveConsent, subscribeConsent } from "@/components/consent/consent-store";

describe("stored consent record", () => {
  beforeEach(() => window.localStorage.clear());

  it("saves exactly { necessary, analytics, marketing, timestamp } under cookie-consent", () => {
    const onChange = jest.fn();
    const stop = subscribeConsent(onChange);
    const record = saveConsent({ analytics: true, marketing: false });
    stop();
    const raw = window.localStorage.getItem(CONSENT_KEY);
    expect(CONSENT_KEY).toBe("cookie-consent");
    expect(JSON.parse(raw!)).toEqual(record);
    expect(Object.keys(record).sort()).toEqual(["analytics", "marketing", "necessary", "timestamp"]);
    expect(record).toMatchObject({ necessary: true, analytics: true, marketing: false });
    expect(new Date(record.timestamp).toISOString()).toBe(record.timestamp);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(readConsentRaw()).toBe(raw);
  });

  it.each([null, "", "not json", "null", "[]", '{"necessary":false,"analytics":true,"marketing":true,"timestamp":"2026-01-01T00:00:00.000Z"}', '{"necessary":true,"analytics":"yes","marketing":true,"timestamp":"2026-01-01T00:00:00.000Z"}', '{"necessary":true,"analytics":true,"marketing":true,"timestamp":"someday"}'])(
    "treats %j as no choice",
    (raw) => expect(parseConsent(raw)).toBeNull(),
  );

  it("drops unknown fields", () => {
    const raw = '{"necessary":true,"analytics":false,"marketing":true,"timestamp":"2026-01-01T00:00:00.000Z","extra":1}';
    expect(parseConsent(raw)).toEqual({ necessary: true, analytics: false, marketing: true, timestamp: "2026-01-01T00:00:00.000Z" });
  });
});
