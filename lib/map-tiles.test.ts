/** @jest-environment node */
import { parseEnv } from "@/lib/env";
import { DEFAULT_MAP_ATTRIBUTION, DEFAULT_MAP_TILE_URL, tileSource } from "@/lib/map-tiles.mjs";

describe("MAP_TILE_URL and MAP_ATTRIBUTION", () => {
  it("default to OpenStreetMap's tile server and its attribution, linked to the copyright page", () => {
    const e = parseEnv({});
    expect(e.MAP_TILE_URL).toBe("https://tile.openstreetmap.org/{z}/{x}/{y}.png");
    expect(e.MAP_TILE_URL).toBe(DEFAULT_MAP_TILE_URL);
    expect(e.MAP_ATTRIBUTION).toBe('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors');
    expect(e.MAP_ATTRIBUTION).toBe(DEFAULT_MAP_ATTRIBUTION);
    // Empty, as a copied .env.example leaves them, means unset.
    expect(parseEnv({ MAP_TILE_URL: "", MAP_ATTRIBUTION: "" })).toMatchObject({ MAP_TILE_URL: DEFAULT_MAP_TILE_URL, MAP_ATTRIBUTION: DEFAULT_MAP_ATTRIBUTION });
  });

  it("take a provider's template, with a {s} subdomain and a key, and its attribution", () => {
    const e = parseEnv({ MAP_TILE_URL: "https://{s}.tiles.example.com/v1/{z}/{x}/{y}@2x.png?key=abc", MAP_ATTRIBUTION: "&copy; Example Maps" });
    expect(e.MAP_TILE_URL).toBe("https://{s}.tiles.example.com/v1/{z}/{x}/{y}@2x.png?key=abc");
    expect(e.MAP_ATTRIBUTION).toBe("&copy; Example Maps");
    expect(parseEnv({ MAP_TILE_URL: "/tiles/{z}/{x}/{y}.png" }).MAP_TILE_URL).toBe("/tiles/{z}/{x}/{y}.png");
  });

  it.each([
    ["ftp://tiles.example.com/{z}/{x}/{y}.png"],
    ["https://tiles.example.com/tiles.png"], // no {z}/{x}/{y}
    ["https://{s}/{z}/{x}/{y}.png"], // nothing left of the host
    ["https://tiles.example.com'; script-src */{z}/{x}/{y}.png"],
    ["//tiles.example.com/{z}/{x}/{y}.png"],
    ["javascript:alert(1)//{z}/{x}/{y}"],
  ])("refuse %s, naming the variable", (value) => {
    expect(() => parseEnv({ MAP_TILE_URL: value })).toThrow(/MAP_TILE_URL: /);
  });
});

describe("tileSource (the CSP source of a tile template)", () => {
  it.each([
    ["https://tile.openstreetmap.org/{z}/{x}/{y}.png", "https://tile.openstreetmap.org"],
    ["https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png", "https://*.tile.openstreetmap.org"],
    ["https://tiles-{s}.example.com/{z}/{x}/{y}.png?key=abc", "https://*.example.com"],
    ["HTTPS://Tiles.Example.COM:443/{z}/{x}/{y}.png", "https://tiles.example.com"],
    ["http://127.0.0.1:8080/{z}/{x}/{y}.png", "http://127.0.0.1:8080"],
  ])("%s -> %s", (template, source) => {
    expect(tileSource(template)).toBe(source);
  });

  it("is undefined for a path on this site ('self' covers it) and for anything that is not an http(s) template", () => {
    for (const t of ["/tiles/{z}/{x}/{y}.png", "//evil.example/{z}/{x}/{y}.png", "https://{s}/{z}/{x}/{y}.png", "https://a b.example/{z}", "https://x.example;y/{z}", "https://user@x.example/{z}", "data:image/png,{z}", ""]) {
      expect(tileSource(t)).toBeUndefined();
    }
  });
});
