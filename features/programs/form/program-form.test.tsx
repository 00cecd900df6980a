import { fireEvent, render, screen } from "@testing-library/react";
import { programFixture } from "@/tests/support/program";
import { AddBusinessForm } from "./add-business-form";
import { EditProgramDialog } from "./edit-program-dialog";
import { OwnerEditForm } from "./owner-edit-form";
import { changes, createFields, EMPTY_VALUES, valuesOf } from "./values";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }) }));

const program = programFixture({
  name: "Lakeside Metals Clinic",
  website: "https://lakeside.example",
  imageUrl: "https://lakeside.example/logo.png",
  priceMin: 200,
  certifications: ["ABMT", "ACAM member"],
  programTypes: ["Chelation Therapy", "Imported Label"],
});

/** The labels of a form's controls, in page order. */
function labels(form: HTMLElement): string[] {
  return Array.from(form.querySelectorAll("label")).map((l) => (l.textContent ?? "").replace(/\*$/, "").trim());
}
const formOf = () => document.querySelector("form")!;

const OWNER_EXTRA = ["Certifications and memberships", "Minimum Price ($)", "Maximum Price ($)", "What the price covers"];
const ADMIN_EXTRA = [...OWNER_EXTRA, "Latitude", "Longitude", "Active (listed in the directory)", "NPI number"];

describe("the one program form (issue 28)", () => {
  it("shows the same labels in the same order in its three modes; each mode only adds its own fields", () => {
    const add = labels(render(<AddBusinessForm />).container);
    document.body.innerHTML = "";
    const owner = labels(render(<OwnerEditForm program={program} />).container);
    document.body.innerHTML = "";
    render(<EditProgramDialog program={program} open onOpenChange={() => {}} />);
    const admin = labels(formOf());

    expect(add).toContain("Program Name");
    expect(add).toContain("Image URL");
    for (const extra of ADMIN_EXTRA) expect(add).not.toContain(extra);
    // Owners change the image only by upload: the server refuses imageUrl from them.
    expect(owner.filter((l) => !OWNER_EXTRA.includes(l))).toEqual(add.filter((l) => l !== "Image URL"));
    expect(admin.filter((l) => !ADMIN_EXTRA.includes(l) && !l.startsWith("Verified"))).toEqual(add);
    for (const extra of OWNER_EXTRA) expect(owner).toContain(extra);
    for (const extra of ADMIN_EXTRA) expect(admin).toContain(extra);
  });

  it("marks the fields the server requires in every mode; the website only when adding", () => {
    const required = (form: HTMLElement) =>
      Array.from(form.querySelectorAll("[aria-required=true]")).map((el) => el.id.replace(/^(edit|owner)-/, ""));
    const add = required(render(<AddBusinessForm />).container);
    document.body.innerHTML = "";
    const owner = required(render(<OwnerEditForm program={program} />).container);
    expect(add).toEqual(["name", "phone", "description", "website", "address", "city", "state", "zipCode"]);
    expect(owner).toEqual(add.filter((id) => id !== "website"));
  });

  it("in the admin dialog, choosing a file clears the image URL", () => {
    render(<EditProgramDialog program={program} open onOpenChange={() => {}} />);
    const url = screen.getByLabelText("Image URL") as HTMLInputElement;
    expect(url.value).toBe("https://lakeside.example/logo.png");
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "logo.png", { type: "image/png" });
    fireEvent.change(screen.getByLabelText("Upload an image"), { target: { files: [png] } });
    expect(url.value).toBe("");
    expect(screen.getByText("logo.png")).toBeInTheDocument();
  });
});

describe("what the form sends", () => {
  it("edits send only the changed fields, in the shapes PUT takes", () => {
    const before = valuesOf(program);
    expect(changes(before, before)).toEqual({});
    const after = { ...before, phone: " (512) 555-0199 ", priceMin: "", certifications: "ABMT,  ACAM member", programTypes: ["Imported Label", "Chelation Therapy"], telehealth: true };
    expect(changes(before, after)).toEqual({ phone: "(512) 555-0199", priceMin: null, telehealth: true });
  });

  it("sends what the price covers when it changes, and null when set back to 'Not given' (issue 49)", () => {
    const before = valuesOf({ ...program, priceUnit: "visit" });
    expect(before.priceUnit).toBe("visit");
    expect(changes(before, { ...before, priceUnit: "course" })).toEqual({ priceUnit: "course" });
    expect(changes(before, { ...before, priceUnit: "" })).toEqual({ priceUnit: null });
  });

  it("the owner's form shows the saved unit, with every unit of the list and 'Not given'", () => {
    render(<OwnerEditForm program={programFixture({ ...program, priceUnit: "test" })} />);
    const select = screen.getByLabelText("What the price covers") as HTMLSelectElement;
    expect(select.value).toBe("test");
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual(["Not given", "per visit", "per test", "per session", "per course of treatment", "per month"]);
  });

  it("Add Business sends the fields it shows, and no prices, coordinates or verification", () => {
    const body = createFields({ ...EMPTY_VALUES, name: "New Clinic", priceMin: "100", latitude: "30", isVerified: true });
    expect(body).toMatchObject({ name: "New Clinic", programTypes: [], hours: null });
    for (const key of ["priceMin", "priceMax", "priceUnit", "latitude", "longitude", "certifications", "npiNumber", "isActive", "isVerified"]) expect(body).not.toHaveProperty(key);
  });
});
