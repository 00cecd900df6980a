import { expect, test } from "@playwright/test";
import { findProgram, htmlText } from "../support/program-fixtures";

test("the server HTML, without JavaScript, holds the name, address, JSON-LD and canonical link", async ({ request, baseURL }) => {
  const p = await findProgram(request, (x) => x.reviewCount > 0 && x.phone.replace(/\D/g, "").length >= 10);
  const res = await request.get(`/program/${p.id}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  const text = htmlText(html);
  expect(text).toContain(p.name);
  expect(text).toContain(`${p.address}, ${p.city}, ${p.state} ${p.zipCode}`);
  expect(text).toContain(p.description);

  // In <head>, for a browser's user agent too: a description or canonical link streamed into <body> is not read
  // by Lighthouse or by crawlers outside Next.js's bot list (next.config.ts, htmlLimitedBots).
  const head = html.slice(0, html.indexOf("</head>"));
  const canonical = `${baseURL}/program/${p.id}`;
  expect(head).toContain(`<link rel="canonical" href="${canonical}"/>`);
  expect(head).toMatch(/<meta property="og:title" content="[^"]+"\/>/);
  expect(head).toContain(`<meta property="og:url" content="${canonical}"/>`);
  expect(head).toMatch(/<meta name="description" content="[^"]{20,}"\/>/);

  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  // A program that gives new patients or services is typed ["MedicalBusiness", "MedicalOrganization"] (those properties need it).
  const business = blocks.find((b) => [b["@type"]].flat().includes("MedicalBusiness"));
  expect(business).toMatchObject({
    "@context": "https://schema.org",
    name: p.name,
    address: { "@type": "PostalAddress", streetAddress: p.address, addressLocality: p.city, addressRegion: p.state, postalCode: p.zipCode, addressCountry: "US" },
    geo: { "@type": "GeoCoordinates" },
    telephone: expect.stringMatching(/^\+\d{11}$/),
    aggregateRating: { ratingValue: p.rating, reviewCount: p.reviewCount },
  });
  const breadcrumb = blocks.find((b) => b["@type"] === "BreadcrumbList") as { itemListElement: { name: string; item: string }[] };
  expect(breadcrumb.itemListElement.map((i) => i.name)).toEqual(["Home", expect.any(String), p.name]);
  expect(breadcrumb.itemListElement[1]!.item).toMatch(new RegExp(`^${baseURL}/states/[a-z-]+$`));
});

test("no aggregateRating in the JSON-LD of a program without published reviews", async ({ request }) => {
  const p = await findProgram(request, (x) => x.reviewCount === 0);
  const html = await (await request.get(`/program/${p.id}`)).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  // A program that gives new patients or services is typed ["MedicalBusiness", "MedicalOrganization"] (those properties need it).
  const business = blocks.find((b) => [b["@type"]].flat().includes("MedicalBusiness"));
  expect(business).toBeDefined();
  expect(business).not.toHaveProperty("aggregateRating");
});

test("the page title and description name the program", async ({ page, request }) => {
  const p = await findProgram(request, () => true);
  await page.goto(`/program/${p.id}?tab=reviews`);
  await expect(page).toHaveTitle(`${p.name} in ${p.city}, ${p.state} | Heavy Metal Detox Directory`);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/program/${p.id}$`));
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute("content", /.{20,}/);
});
