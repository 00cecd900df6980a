import { writeFileSync } from "node:fs";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { GUIDES } from "@/features/content/guides";

// Share images (og:image, twitter:image) of a program page and a guide, and the /contact page.

function meta(body: string, attr: "property" | "name", key: string): string | undefined {
  const re = new RegExp(`<meta ${attr}="${key.replace(/[:.]/g, "\\$&")}" content="([^"]*)"`);
  return re.exec(body)?.[1]?.replace(/&amp;/g, "&");
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function expectShareImages(request: APIRequestContext, path: string, altIncludes: string, save?: string) {
  const body = await (await request.get(path)).text();
  const og = meta(body, "property", "og:image");
  const tw = meta(body, "name", "twitter:image");
  expect(og).toMatch(/^http:\/\/[^/]+\//);
  expect(tw).toMatch(/^http:\/\/[^/]+\//);
  expect(meta(body, "property", "og:image:width")).toBe("1200");
  expect(meta(body, "property", "og:image:height")).toBe("630");
  expect(meta(body, "property", "og:image:alt")).toContain(altIncludes);
  expect(meta(body, "name", "twitter:card")).toBe("summary_large_image");
  for (const url of [og!, tw!]) {
    const res = await request.get(new URL(url).pathname + new URL(url).search);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("image/png");
    const png = await res.body();
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    if (save) writeFileSync(save, png);
  }
}

test("a program page carries og:image and twitter:image URLs that answer a 1200 x 630 PNG", async ({ request }, testInfo) => {
  const [program] = (await (await request.get("/api/programs?pageSize=1")).json()) as { id: string; name: string }[];
  await expectShareImages(request, `/program/${program!.id}`, program!.name, testInfo.outputPath("program-og.png"));
});

test("every guide carries og:image and twitter:image URLs that answer a 1200 x 630 PNG", async ({ request }) => {
  for (const guide of Object.values(GUIDES)) await expectShareImages(request, guide.path, guide.heading);
  await expectShareImages(request, GUIDES.choosing.path, GUIDES.choosing.heading, test.info().outputPath("guide-og.png"));
});

test.describe("the contact page on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("sends a message, says so, and never shows the email; the footer links to it", async ({ page }, testInfo) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    await page.getByRole("button", { name: "Necessary Only" }).click();

    // Client-side checks first: nothing is sent.
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByText("Message must be at least 10 characters long")).toBeVisible();

    await page.getByLabel("Your name").fill("Playwright Visitor");
    await page.getByLabel("Email").fill("visitor.e2e@example.com");
    await page.getByLabel("Topic").selectOption("correction");
    await page.getByRole("textbox", { name: "Message", exact: true }).fill("The symptoms guide could link the Medicaid page. Thank you!");
    await page.screenshot({ path: testInfo.outputPath("contact-375.png"), fullPage: true });
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status")).toContainText("Your message has been received");
    await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue("");
    expect(await page.content()).not.toContain("visitor.e2e@example.com");
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test("the costs step fits the phone and publishes no unsourced price table (issue 31, correction 3)", async ({ page }, testInfo) => {
    await page.goto(`${GUIDES.choosing.path}#step-4`);
    await page.getByRole("button", { name: "Necessary Only" }).click();
    const step = page.locator("h2#step-4");
    await expect(step).toBeVisible();
    await expect(page.getByText("We do not publish price ranges.")).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath("costs-step-375.png") });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
