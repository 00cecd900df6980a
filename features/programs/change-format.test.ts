import { changeLines, fieldLabel, valueText } from "@/features/programs/change-format";

const week = (sat: [string, string][] = []) => ({ mon: [["09:00", "17:00"]] as [string, string][], tue: [], wed: [], thu: [], fri: [], sat, sun: [] });

describe("a history entry in words (issue 53, item 5)", () => {
  it("names fields with labels, values in words, never JSON", () => {
    expect(fieldLabel("zipCode")).toBe("ZIP code");
    expect(fieldLabel("someNewField")).toBe("Some new field");
    expect(valueText("telehealth", true)).toBe("Yes");
    expect(valueText("priceMin", 1200)).toBe("$1,200");
    expect(valueText("services", ["blood-lead-test"])).not.toContain("[");
    expect(valueText("email", "")).toBe("(empty)");
    expect(valueText("verificationMethod", "admin")).toBe("Our team");
    expect(valueText("npiTaxonomies", [{ code: "207Q00000X", desc: "Family Medicine" }])).toBe("Code: 207Q00000X; Desc: Family Medicine");
  });

  it("shows only the day of an hours change that changed", () => {
    expect(changeLines({ field: "hours", old: week(), new: week([["10:00", "14:00"]]) })).toEqual([
      { field: "hours", label: "Opening hours, Saturday", old: "closed", new: "10:00 AM – 2:00 PM" },
    ]);
  });

  it("hours given for the first time: each day, from Not given", () => {
    const lines = changeLines({ field: "hours", old: null, new: week([["10:00", "14:00"]]) });
    expect(lines).toHaveLength(7);
    expect(lines.find((l) => l.label === "Opening hours, Saturday")).toEqual({ field: "hours", label: "Opening hours, Saturday", old: "Not given", new: "10:00 AM – 2:00 PM" });
  });
});
