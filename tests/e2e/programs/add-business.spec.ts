import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";

const REQUIRED_MESSAGES = [
  "Program name is required",
  "Phone number is required",
  "Description is required",
  "Website is required",
  "Street address is required",
  "City is required",
  "State is required",
  "ZIP code is required",
];

const png = () => sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 15, g: 118, b: 110 } } }).png().toBuffer();

async function fillValid(page: Page, name: string) {
  await page.getByLabel("Program Name").fill(name);
  await page.getByLabel("Phone").fill("(512) 555-0142");
  await page.getByLabel("Email").fill("info@e2e-clinic.example");
  await page.getByLabel("Description").fill("Blood and urine metal testing with physician-supervised chelation when indicated.");
  await page.getByLabel("Website").fill("https://e2e-clinic.example");
  await page.getByLabel("Street Address").fill("1200 Congress Ave");
  await page.getByLabel("City").fill("Austin");
  await page.getByLabel("State").selectOption({ label: "Texas" });
  await page.getByLabel("ZIP Code").fill("78701");
  await page.getByLabel("Functional Medicine").check();
  await page.getByLabel("Natural Detox").check();
}

test.describe("Add Business", () => {
  test("shows the title, the 50 states and DC, the 13 types, and every required-field message with focus on the first", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (r) => r.method() === "POST" && posts.push(r.url()));
    await page.goto("/add-business");
    await expect(page.getByRole("heading", { level: 1, name: "Add Your Detox Program" })).toBeVisible();
    await expect(page.getByText("Join our directory and connect with people seeking heavy metal detoxification programs.")).toBeVisible();
    const states = page.getByLabel("State").locator("option");
    await expect(states).toHaveCount(52); // a "Select a state" prompt, the 50 states and DC (issue 53, item 9)
    await expect(page.getByLabel("State").locator('option[value="DC"]')).toHaveText("District of Columbia");
    await expect(page.getByLabel("State").locator('option[value="WY"]')).toHaveText("Wyoming");
    await expect(page.getByRole("group", { name: "Program Types" }).getByRole("checkbox")).toHaveCount(13);

    await page.getByRole("button", { name: "Add Program" }).click();
    for (const message of REQUIRED_MESSAGES) await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(page.getByLabel("Program Name")).toBeFocused();
    await expect(page.getByLabel("Program Name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Program Name")).toHaveAttribute("aria-describedby", "name-error");
    expect(posts).toEqual([]); // nothing reached the server

    // Fixing a field clears its message; focus moves to the next error on the next try.
    await page.getByLabel("Program Name").fill("Fixed Name Clinic");
    await expect(page.getByText("Program name is required")).toBeHidden();
    await page.getByRole("button", { name: "Add Program" }).click();
    await expect(page.getByLabel("Phone")).toBeFocused();
  });

  test("refuses a bad email next to the field, without sending anything", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (r) => r.method() === "POST" && posts.push(r.url()));
    await page.goto("/add-business");
    await fillValid(page, "Bad Email Clinic");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("button", { name: "Add Program" }).click();
    await expect(page.getByText("Please enter a valid email")).toBeVisible();
    await expect(page.getByLabel("Email")).toBeFocused();
    for (const message of REQUIRED_MESSAGES) await expect(page.getByText(message)).toBeHidden();
    expect(posts).toEqual([]);
  });

  test("takes an image as a URL or a file: choosing a file clears the URL, typing a URL drops the file", async ({ page }) => {
    await page.goto("/add-business");
    const url = page.getByLabel("Image URL");
    const file = page.getByLabel("Upload an image");
    await url.fill("https://e2e-clinic.example/logo.png");
    await file.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await png() });
    await expect(url).toHaveValue("");
    await expect(page.getByText("Selected: logo.png")).toBeVisible();

    await url.fill("https://e2e-clinic.example/photo.jpg");
    await expect(page.getByText("Selected: logo.png")).toBeHidden();
    await expect(file).toHaveValue("");
    await expect(url).toHaveValue("https://e2e-clinic.example/photo.jpg");

    await file.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await png() });
    await page.getByRole("button", { name: "Remove file" }).click();
    await expect(page.getByText("Selected: logo.png")).toBeHidden();

    await file.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expect(page.getByText("Please choose a JPG, PNG, GIF, WebP, SVG or ICO image.")).toBeVisible();
    await file.setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await expect(page.getByText("The image must be 5 MB or smaller.")).toBeVisible();

    await url.fill("ftp://e2e-clinic.example/x.png");
    await page.getByRole("button", { name: "Add Program" }).click();
    await expect(page.getByText("Image URL must be an http(s) URL")).toBeVisible();
  });

  test("adds a listing in the District of Columbia, and refuses a ZIP of another state next to the ZIP field (issue 53, item 9)", async ({ page }) => {
    await page.goto("/add-business");
    await fillValid(page, "E2E Capitol Clinic");
    await page.getByLabel("Street Address").fill("1100 New York Ave NW");
    await page.getByLabel("City").fill("Washington");
    await page.getByLabel("State").selectOption({ label: "Maryland" });
    await page.getByLabel("ZIP Code").fill("20005");
    const refused = page.waitForResponse((r) => r.url().endsWith("/api/programs") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Add Program" }).click();
    expect((await refused).status()).toBe(400);
    const zip = page.getByLabel("ZIP Code");
    await expect(zip).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(`#${await zip.getAttribute("aria-describedby")}`)).toHaveText("ZIP 20005 is in DC, not Maryland");

    await page.getByLabel("State").selectOption({ label: "District of Columbia" });
    const created = page.waitForResponse((r) => r.url().endsWith("/api/programs") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Add Program" }).click();
    const res = await created;
    expect(res.status()).toBe(201);
    expect(await res.json()).toMatchObject({ name: "E2E Capitol Clinic", state: "DC", zipCode: "20005" });
    await expect(page).toHaveURL(/\/program\/[0-9a-f-]{36}/);
    await expect(page.getByText("Washington, DC 20005").first()).toBeVisible();
  });

  test("Cancel returns to the directory", async ({ page }) => {
    await page.goto("/add-business");
    await page.getByLabel("Program Name").fill("Never Saved");
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a complete submission with a file adds the program, uploads the image and ends on the new listing with the success toast and the next step", async ({ page, request }) => {
    await page.goto("/add-business");
    await fillValid(page, "E2E Upload Clinic");
    await page.getByLabel("Upload an image").setInputFiles({ name: "clinic.png", mimeType: "image/png", buffer: await png() });

    // Hold each call until the button has shown its busy text.
    let releaseCreate!: () => void;
    let releaseUpload!: () => void;
    const createGate = new Promise<void>((r) => (releaseCreate = r));
    const uploadGate = new Promise<void>((r) => (releaseUpload = r));
    await page.route("**/api/programs", async (route) => {
      await createGate;
      await route.continue();
    });
    await page.route("**/api/programs/*/image", async (route) => {
      await uploadGate;
      await route.continue();
    });
    const created = page.waitForResponse((r) => r.url().endsWith("/api/programs") && r.request().method() === "POST");
    const uploaded = page.waitForResponse((r) => r.url().endsWith("/image") && r.request().method() === "POST");

    await page.getByRole("button", { name: "Add Program" }).click();
    await expect(page.getByRole("button", { name: "Adding..." })).toBeDisabled();
    releaseCreate();
    const createdRes = await created;
    expect(createdRes.status()).toBe(201);
    const sent = createdRes.request().postDataJSON();
    expect(sent).toMatchObject({ name: "E2E Upload Clinic", state: "TX", zipCode: "78701", imageUrl: null, programTypes: ["Functional Medicine", "Natural Detox"] });
    const { id } = (await createdRes.json()) as { id: string };
    await expect(page.getByRole("button", { name: "Uploading Image..." })).toBeDisabled();
    releaseUpload();
    const uploadRes = await uploaded;
    expect(uploadRes.status()).toBe(200);
    expect(uploadRes.request().headers()["authorization"]).toMatch(/^Bearer \S+$/);

    // Issue 32, item 1: the listing itself, saying it waits for review, with "Manage this listing" next.
    await expect(page).toHaveURL(new RegExp(`/program/${id}$`));
    await expect(page.getByText("Success!")).toBeVisible();
    await expect(page.getByText("Your detox program has been added to the directory.")).toBeVisible();
    const notice = page.getByTestId("added-notice");
    await expect(notice).toContainText("It waits for review");
    await expect(notice.getByRole("heading", { name: "Next: manage this listing" })).toBeVisible();
    // No SMTP on this server: the website-token steps, in plain words.
    await expect(notice.getByRole("link", { name: "Get your verification code" })).toHaveAttribute("href", `/program/${id}/claim`);
    await expect(notice).toContainText("code injection");

    const program = await (await request.get(`/api/programs/${id}`)).json();
    expect(program.imageUrl).toMatch(/^\/api\/uploads\/programs\/.+\.webp$/);
    const image = await request.get(program.imageUrl);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/webp");
    expect(image.headers()["x-content-type-options"]).toBe("nosniff");

    await page.goto(`/program/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("E2E Upload Clinic");
    const img = page.getByRole("img", { name: "E2E Upload Clinic logo" });
    // The page may render the site path absolute (http://host/api/uploads/...).
    await expect(img).toHaveAttribute("src", new RegExp(`${program.imageUrl.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(320);
  });

  test("a failed upload keeps the program, says so, and lets the visitor try again", async ({ page, request }) => {
    await page.goto("/add-business");
    await fillValid(page, "E2E Failed Upload Clinic");
    await page.getByLabel("Upload an image").setInputFiles({ name: "clinic.png", mimeType: "image/png", buffer: await png() });
    await page.route("**/api/programs/*/image", (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"Something went wrong. Please try again later."}' }));
    const created = page.waitForResponse((r) => r.url().endsWith("/api/programs") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Add Program" }).click();
    const { id } = (await (await created).json()) as { id: string };
    await expect(page.getByText("Upload failed")).toBeVisible();
    await expect(page.getByText("Failed to upload image. Please try again.")).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Your program was added, but its image was not uploaded" })).toBeVisible();
    await expect(page).toHaveURL(/\/add-business$/);
    await expect(page.getByLabel("Program Name")).toBeDisabled(); // no second program by accident
    await expect(page.getByRole("button", { name: "Add Program" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Continue Without Image" })).toBeEnabled();
    expect((await (await request.get(`/api/programs/${id}`)).json()).imageUrl).toBeNull(); // the program exists

    // The upload token is still valid: trying again with the same file works.
    await page.unroute("**/api/programs/*/image");
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(page).toHaveURL(new RegExp(`/program/${id}$`));
    await expect(page.getByText("Success!")).toBeVisible();
    expect((await (await request.get(`/api/programs/${id}`)).json()).imageUrl).toMatch(/\.webp$/);
  });

  test("a refused file blocks the submission with its message and focus", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (r) => r.method() === "POST" && posts.push(r.url()));
    await page.goto("/add-business");
    await fillValid(page, "E2E Refused File Clinic");
    await page.getByLabel("Upload an image").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await page.getByRole("button", { name: "Add Program" }).click();
    await expect(page.getByText("Please choose a JPG, PNG, GIF, WebP, SVG or ICO image.")).toBeVisible();
    await expect(page.getByLabel("Upload an image")).toBeFocused();
    expect(posts).toEqual([]);
  });

  test("a refused or failed add shows the Error toast and keeps the form", async ({ page }) => {
    await page.goto("/add-business");
    await fillValid(page, "E2E Refused Clinic");
    await page.route("**/api/programs", (route) =>
      route.fulfill({ status: 429, contentType: "application/json", headers: { "Retry-After": "60" }, body: '{"error":"Too many requests. Please try again later."}' }),
    );
    await page.getByRole("button", { name: "Add Program" }).click();
    await expect(page.getByText("Error", { exact: true })).toBeVisible();
    await expect(page.getByText("Too many requests. Please try again later.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Add Program" })).toBeEnabled();

    await page.unroute("**/api/programs");
    await page.route("**/api/programs", (route) => route.abort("connectionrefused"));
    await page.getByRole("button", { name: "Add Program" }).click();
    await expect(page.getByText("Failed to add your program. Please try again.")).toBeVisible();
    await expect(page).toHaveURL(/\/add-business$/);
    await expect(page.getByLabel("Program Name")).toHaveValue("E2E Refused Clinic");
  });

  test("server-side field errors appear next to their fields", async ({ page }) => {
    await page.goto("/add-business");
    await fillValid(page, "E2E Server Error Clinic");
    await page.route("**/api/programs", (route) =>
      route.fulfill({ status: 400, contentType: "application/json", body: JSON.stringify({ error: "Please enter a 5-digit ZIP code", issues: [{ path: "zipCode", message: "Please enter a 5-digit ZIP code" }] }) }),
    );
    await page.getByRole("button", { name: "Add Program" }).click();
    await expect(page.locator("#zipCode-error")).toHaveText("Please enter a 5-digit ZIP code");
    await expect(page.getByLabel("ZIP Code")).toBeFocused();
  });
});

test("a listing without a website: the contact form opens about it, with the listing filled in (issue 32, item 1)", async ({ page, request }) => {
  const list = (await (await request.get("/api/programs?pageSize=100")).json()) as { id: string; name: string; website: string | null }[];
  const noSite = list.find((p) => !p.website);
  expect(noSite, "the demo data has listings without a website").toBeTruthy();
  await page.goto(`/contact?program=${noSite!.id}`);
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(new RegExp(`^I added "${noSite!.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"`));
  await expect(page.getByRole("combobox", { name: "Topic" })).toHaveValue("listing");
  // A malformed or unknown id opens the plain form.
  await page.goto("/contact?program=not-an-id");
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("");
});
