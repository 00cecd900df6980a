import { render, screen, within } from "@testing-library/react";
import { HoursTable } from "./hours-table";
import { VisitingAndPaying } from "./visiting-and-paying";
import { emptyWeek } from "@/features/programs/hours/week";

// The server door of features/programs loads its handlers; the parts need only the names of the facts (labels.ts)
// and the words of the shared components (locale-text.ts).
jest.mock("@/features/programs/server", () => ({ ...jest.requireActual("@/features/programs/labels"), ...jest.requireActual("@/features/program-page/locale-text") }));

const hours = { ...emptyWeek(), mon: [["09:00", "17:00"]] as [string, string][], sat: [["10:00", "14:00"]] as [string, string][] };
const base = { state: "TX", city: "Austin", latitude: 30.27, longitude: -97.74 };

describe("VisitingAndPaying", () => {
  it("says Not provided for every unknown, never guessing", () => {
    render(<VisitingAndPaying program={{ ...base, telehealth: null, acceptingNewPatients: null, paymentOptions: [], languages: [], services: [], hours: null }} />);
    const section = screen.getByTestId("visiting-and-paying");
    expect(within(section).getAllByText("Not provided")).toHaveLength(6);
    expect(screen.queryByTestId("hours-table")).toBeNull();
  });

  it("names what the provider gave, with the fixed lists' labels", () => {
    render(<VisitingAndPaying program={{ ...base, telehealth: true, acceptingNewPatients: false, paymentOptions: ["hsa-fsa", "medicaid"], languages: ["English", "Spanish"], services: ["urine-metals-testing"], hours }} />);
    for (const text of ["Offered", "Not accepting new patients", "HSA or FSA, Medicaid", "English, Spanish", "Urine metals testing"]) expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByText("Not provided")).toBeNull();
    expect(screen.getByTestId("hours-table")).toBeInTheDocument();
  });
});

describe("HoursTable with an injected clock", () => {
  it("highlights today and says Open now in the program's zone", () => {
    // Monday 2026-11-23 16:30 UTC = 10:30 in Chicago.
    render(<HoursTable hours={hours} timeZone="America/Chicago" now={new Date("2026-11-23T16:30:00Z")} />);
    expect(screen.getByTestId("open-status")).toHaveTextContent("Open now");
    const row = screen.getByRole("row", { name: /Monday \(today\)/ });
    expect(row).toHaveAttribute("aria-current", "date");
    expect(row).toHaveTextContent("9:00 AM – 5:00 PM");
    expect(screen.getByRole("row", { name: /Sunday/ })).toHaveTextContent("Closed");
  });

  it("says Closed now when the same instant is before opening in Honolulu", () => {
    render(<HoursTable hours={hours} timeZone="Pacific/Honolulu" now={new Date("2026-11-23T16:30:00Z")} />);
    expect(screen.getByTestId("open-status")).toHaveTextContent("Closed now");
  });
});

describe("the chelation note (issue 50)", () => {
  const program = { ...base, telehealth: null, acceptingNewPatients: null, paymentOptions: [], languages: [], hours: null };
  it("follows the services when they include chelation, with a link to when it is used", () => {
    render(<VisitingAndPaying program={{ ...program, services: ["oral-chelation"] }} />);
    expect(screen.getByTestId("chelation-note")).toHaveTextContent("prescription treatment for confirmed high levels");
    expect(screen.getByRole("link", { name: "When chelation is used" })).toHaveAttribute("href", "/chelation-guide#approved-uses");
  });

  it("is absent without chelation", () => {
    render(<VisitingAndPaying program={{ ...program, services: ["urine-metals-testing"] }} />);
    expect(screen.queryByTestId("chelation-note")).toBeNull();
  });
});

describe("in Spanish (issue 54)", () => {
  it("names the facts held as codes in Spanish, and the chelation note links the Spanish guide", () => {
    render(<VisitingAndPaying locale="es" program={{ ...base, telehealth: true, acceptingNewPatients: null, paymentOptions: ["hsa-fsa", "medicaid"], languages: ["English", "Spanish", "Klingon"], services: ["oral-chelation"], hours }} />);
    const section = screen.getByTestId("visiting-and-paying");
    for (const text of ["Consultas y pagos", "Se ofrecen", "No indicado", "Cuenta HSA o FSA, Medicaid", "Inglés, Español, Klingon", "Quelación oral"]) expect(within(section).getByText(text)).toBeInTheDocument();
    expect(within(section).getByRole("heading", { name: "Horario de atención" })).toBeInTheDocument();
    expect(screen.getByTestId("chelation-note")).toHaveTextContent("Quelación: tratamiento con receta para niveles altos confirmados.");
    expect(screen.getByRole("link", { name: "Cuándo se usa la quelación" })).toHaveAttribute("href", "/es/chelation-guide#approved-uses");
    expect(screen.getByText("Hora local de Austin, TX. Llame antes de ir: el horario puede cambiar en días festivos.")).toBeInTheDocument();
  });

  it("gives the hours table Spanish weekdays, times and open-now text", () => {
    const text = { openNow: "Abierto ahora", closedNow: "Cerrado ahora", caption: "Horario de atención", today: " (hoy)", closed: "Cerrado", locale: "es" as const, weekdays: { mon: "Lunes", tue: "Martes", wed: "Miércoles", thu: "Jueves", fri: "Viernes", sat: "Sábado", sun: "Domingo" } };
    render(<HoursTable hours={hours} timeZone="America/Chicago" now={new Date("2026-11-23T16:30:00Z")} text={text} />);
    expect(screen.getByTestId("open-status")).toHaveTextContent("Abierto ahora");
    const row = screen.getByRole("row", { name: /Lunes \(hoy\)/ });
    expect(row).toHaveTextContent(/9:00 a\.\sm\. – 5:00 p\.\sm\./);
    expect(screen.getByRole("row", { name: /Domingo/ })).toHaveTextContent("Cerrado");
  });
});
