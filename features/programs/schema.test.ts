import { ownerProgramUpdateSchema, programCreateSchema, programUpdateSchema } from "@/features/programs/schema";

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? [] : r.error!.issues.map((i) => i.message));

describe("program schemas: create and update from one base", () => {
  it("refuses a phone with fewer than 7 digits on update as on create", () => {
    expect(messages(programUpdateSchema.safeParse({ phone: "12-34" }))).toEqual(["Please enter a phone number with at least 7 digits"]);
    expect(messages(programCreateSchema.safeParse({ phone: "12-34" }))).toContain("Please enter a phone number with at least 7 digits");
    expect(programUpdateSchema.parse({ phone: "(555) 123-4567" })).toEqual({ phone: "(555) 123-4567" });
  });

  it("checks prices the same way on both: whole dollars, at most 1,000,000, minimum not above maximum", () => {
    for (const schema of [programCreateSchema, programUpdateSchema]) {
      expect(messages(schema.safeParse({ priceMin: "2000000" }))).toContain("Minimum price is too large");
      expect(messages(schema.safeParse({ priceMin: "12.5" }))).toContain("Minimum price must be a whole number of dollars");
    }
    expect(messages(programUpdateSchema.safeParse({ priceMin: 300, priceMax: "250" }))).toEqual(["Minimum price must not be more than the maximum price"]);
    expect(programUpdateSchema.parse({ priceMin: null, priceMax: "250" })).toEqual({ priceMin: null, priceMax: 250 });
  });

  it("keeps what differs: website required on create, clearable on update", () => {
    expect(messages(programCreateSchema.safeParse({ website: "" }))).toContain("Website is required");
    expect(programUpdateSchema.parse({ website: "" })).toEqual({ website: null });
  });
});

describe("what the price covers (issue 49)", () => {
  const MESSAGE = "Price unit must be one of: visit, test, session, course, month (or null when not given)";
  it("takes the same units, and refuses the same values, from an admin and from an owner", () => {
    for (const schema of [programUpdateSchema, ownerProgramUpdateSchema]) {
      expect(schema.parse({ priceUnit: "session" })).toEqual({ priceUnit: "session" });
      expect(schema.parse({ priceUnit: "" })).toEqual({ priceUnit: null });
      expect(schema.parse({ name: "Kept Unit Clinic" })).not.toHaveProperty("priceUnit");
      expect(messages(schema.safeParse({ priceUnit: "per visit" }))).toEqual([MESSAGE]);
      expect(messages(schema.safeParse({ priceUnit: 1 }))).toEqual([MESSAGE]);
    }
  });
});
