import { expect, test } from "@playwright/test";
import { E2E_ADMIN_API_TOKEN } from "../../../playwright.config";
import { findProgram, publishReview } from "../support/program-fixtures";

// The two tests that publish a review use programs with 3 and 2 reviews: never the same one.
test("every client validation message of the review form", async ({ page, request }) => {
  const p = await findProgram(request, (x) => x.reviewCount > 0);
  await page.goto(`/program/${p.id}?tab=reviews`);
  await expect(page.getByLabel("Your review")).toHaveAttribute("rows", "4");
  await page.getByRole("button", { name: "Submit Review" }).click();
  for (const message of ["Name is required", "Please enter a valid email", "Please select a rating", "Review title is required", "Review must be at least 10 characters long"]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel("Your name")).toBeFocused();

  // Messages clear as the fields become valid; the server's length rules show too.
  await page.getByLabel("Your name").fill("J");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Your review").fill("Too short");
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
  await expect(page.getByText("Please enter a valid email")).toBeVisible();
  await expect(page.getByText("Review must be at least 10 characters long")).toBeVisible();
  await page.getByLabel("Your name").fill("Jane Doe");
  await expect(page.getByText("Name is required")).toHaveCount(0);
  await expect(page.getByText("Name must be at least 2 characters")).toHaveCount(0);

  // The rating is five radio buttons reachable with the keyboard.
  await expect(page.getByRole("radiogroup", { name: "Rating" }).getByRole("radio")).toHaveCount(5);
  // (Radix moves focus a tick after keydown, and checks the radio only while the key is still down.)
  await page.getByRole("radio", { name: "1 star" }).focus();
  await page.keyboard.down("ArrowRight");
  await expect(page.getByRole("radio", { name: "2 stars" })).toBeFocused();
  await page.keyboard.up("ArrowRight");
  await expect(page.getByRole("radio", { name: "2 stars" })).toBeChecked();
  await expect(page.getByText("Please select a rating")).toHaveCount(0);
});

test("a successful review shows the toast and waits for moderation before it is listed", async ({ page, request }) => {
  const p = await findProgram(request, (x) => x.reviewCount === 3);
  const title = `Clear advice ${Date.now()}`;
  await page.goto(`/program/${p.id}`);
  await page.getByRole("tab", { name: "Reviews" }).click();
  await expect(page.getByRole("button", { name: "Submit Review" })).toBeEnabled();
  await page.getByLabel("Your name").fill("Jane Doe");
  await page.getByLabel("Email").fill("jane@example.com");
  await page.getByRole("radio", { name: "4 stars" }).click();
  await page.getByLabel("Review title").fill(title);
  await page.getByLabel("Your review").fill("They explained the blood lead results carefully and without pressure.");
  const posted = page.waitForResponse((r) => r.url().endsWith(`/api/programs/${p.id}/reviews`) && r.request().method() === "POST");
  await page.getByRole("button", { name: "Submit Review" }).click();
  const response = await posted;
  expect(response.status()).toBe(201);

  await expect(page.getByText("Review submitted successfully!")).toBeVisible();
  await expect(page.getByText("Thank you for your feedback. Your review will be published after moderation.")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "published after moderation" })).toBeVisible();
  await expect(page.getByLabel("Your name")).toHaveValue("");
  await expect(page.getByText(title)).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole("heading", { name: `Reviews (${p.reviewCount})` })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);

  // Once an administrator approves it, it is listed and counted. (Its id comes from the moderation list:
  // the submit answer's body may be gone once the form has re-rendered.)
  const auth = { Authorization: `Bearer ${E2E_ADMIN_API_TOKEN}` };
  const pending = (await (await request.get("/api/admin/reviews?status=pending", { headers: auth })).json()) as { id: string; title: string }[];
  const id = pending.find((r) => r.title === title)!.id;
  const approved = await request.patch(`/api/admin/reviews/${id}`, { data: { isPublished: true }, headers: { Authorization: `Bearer ${E2E_ADMIN_API_TOKEN}` } });
  expect(approved.ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole("heading", { name: `Reviews (${p.reviewCount + 1})` })).toBeVisible();
  const item = page.getByRole("article").filter({ hasText: title });
  await expect(item).toContainText("Jane Doe");
  await expect(item).toContainText("less than a minute ago");
  await expect(item.getByRole("img", { name: "Rated 4.0 out of 5" })).toBeVisible();
});

test("a refused submission shows the failure toast", async ({ page, request }) => {
  const p = await findProgram(request, (x) => x.reviewCount > 0);
  await page.route(`**/api/programs/${p.id}/reviews`, (route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"Internal error"}' }) : route.fallback(),
  );
  await page.goto(`/program/${p.id}?tab=reviews`);
  // The form's script loads on demand; typing before it hydrates could be lost.
  await expect(page.getByRole("button", { name: "Submit Review" })).toBeEnabled();
  await page.getByLabel("Your name").fill("Jane Doe");
  await page.getByLabel("Email").fill("jane@example.com");
  await page.getByRole("radio", { name: "5 stars" }).click();
  await page.getByLabel("Review title").fill("Helpful staff");
  await page.getByLabel("Your review").fill("They answered every question we had.");
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expect(page.getByText("Failed to submit review")).toBeVisible();
  await expect(page.getByText("Please try again later.")).toBeVisible();
  await expect(page.getByLabel("Your name")).toHaveValue("Jane Doe");
});

test("a program without published reviews shows the empty state", async ({ page, request }) => {
  const p = await findProgram(request, (x) => x.reviewCount === 0);
  await page.goto(`/program/${p.id}?tab=reviews`);
  // Role locators in the tab panel: React's hidden streamed copy of a section can briefly share the page.
  const panel = page.getByRole("tabpanel", { name: "Reviews" });
  await expect(panel.getByRole("heading", { name: "No reviews yet" })).toBeVisible();
  await expect(panel.getByText("Be the first to share your experience with this detox program.")).toBeVisible();
  // Never a 0.0 that reads as a bad rating (issue 49).
  await expect(page.getByRole("region", { name: "Rating Summary" })).toContainText("No reviews yet");
  await expect(page.getByRole("region", { name: "Rating Summary" })).not.toContainText("0.0");
});

test("a review's HTML-looking text is shown as text and never runs", async ({ page, request }) => {
  const p = await findProgram(request, (x) => x.reviewCount === 2);
  const comment = "<img src=x onerror=alert(1)> and <script>alert(2)</script>";
  const title = "<b onmouseover=alert(3)>Bold?</b>";
  await publishReview(request, p.id, { userName: "<i>Eve</i>", userEmail: "eve@example.com", rating: 3, title, comment });

  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.goto(`/program/${p.id}?tab=reviews`);
  const item = page.getByRole("article").filter({ hasText: "Bold?" });
  await expect(item.getByRole("heading", { name: title })).toBeVisible();
  await expect(item.getByText(comment)).toBeVisible();
  await expect(item.getByText("<i>Eve</i>")).toBeVisible();
  await expect(item.locator("img, script, b, i")).toHaveCount(0);
  await page.getByRole("heading", { name: title }).hover();
  // Any handler the hover could run has run once the network is idle and a frame has been drawn.
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  expect(dialogs).toEqual([]);
});
