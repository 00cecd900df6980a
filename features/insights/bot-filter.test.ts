import { isBotUserAgent, isPrefetch } from "./bot-filter";

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";

describe("isBotUserAgent", () => {
  it("counts browsers", () => {
    for (const ua of [CHROME, IPHONE, FIREFOX]) expect(isBotUserAgent(ua)).toBe(false);
  });

  it("leaves out crawlers, previews, headless browsers, Lighthouse, command-line clients and a missing user agent", () => {
    for (const ua of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)",
      "Baiduspider+(+http://www.baidu.com/search/spider.htm)",
      "Mediapartners-Google",
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36",
      `${CHROME} Chrome-Lighthouse`,
      "curl/8.5.0",
      "Wget/1.21.4",
      "python-requests/2.32.3",
      "",
      "   ",
      null,
    ]) {
      expect({ ua, bot: isBotUserAgent(ua) }).toEqual({ ua, bot: true });
    }
  });
});

describe("isPrefetch", () => {
  it("sees Purpose and Sec-Purpose prefetches, prerenders included", () => {
    expect(isPrefetch(new Headers({ purpose: "prefetch" }))).toBe(true);
    expect(isPrefetch(new Headers({ "sec-purpose": "prefetch" }))).toBe(true);
    expect(isPrefetch(new Headers({ "sec-purpose": "prefetch;prerender" }))).toBe(true);
    expect(isPrefetch(new Headers({ "sec-purpose": "Prefetch" }))).toBe(true);
  });

  it("counts ordinary requests", () => {
    expect(isPrefetch(new Headers())).toBe(false);
    expect(isPrefetch(new Headers({ purpose: "" }))).toBe(false);
    expect(isPrefetch(new Headers({ "sec-purpose": "prerender-later" }))).toBe(false);
  });
});
