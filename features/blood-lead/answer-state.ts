import { lookupZip } from "@/lib/geo";
import { stateName, type StateCode } from "@/lib/us-states";
import { STATE_HELP, hasOwnProgram, pehsuRegionPage, type ProgramSource, type Source } from "@/features/public-help";
import { answerFor, type Answer, type FitSpecialty } from "./bands";
import type { Locale } from "@/lib/i18n/locales";
import { answerInSpanish, spanishError } from "./spanish";
import { bandValue, parseForm, type Echo, type FormSource, type How, type Parsed, type Reading, type Who } from "./input";

/** One provider near the ZIP, as the answer lists it. */
export type NearbyProvider = { id: string; name: string; city: string; state: string; miles: number | null; telehealth: boolean };
export type Nearby = {
  /** Up to 3, nearest first, within 100 miles. */
  providers: NearbyProvider[];
  /** The full search around the ZIP (home page URL). */
  searchHref: string;
  /** When none are near: providers of medical toxicology who offer telehealth, if any. */
  telehealth: NearbyProvider[];
};
/** Finds the fitting providers near a point: composed by a higher layer (app/blood-lead-levels) from search. */
export type FindNearby = (at: { zip: string; latitude: number; longitude: number }, specialties: FitSpecialty[]) => Promise<Nearby>;

export type Local = {
  zip: string;
  place: string;
  state: StateCode;
  stateName: string;
  leadProgram: ProgramSource & { own: boolean };
  pehsuRegion: number;
  pehsuPage: Source & { own: boolean };
  nearby: Nearby | null;
};

/** What the form's action returns: serializable, rendered by the form (with or without JavaScript). */
export type BllState =
  | { kind: "empty"; legacy?: boolean }
  | { kind: "invalid"; errors: Extract<Parsed, { kind: "invalid" }>["errors"]; echo: Echo }
  | { kind: "ok"; echo: Echo; reading: Reading; who: Who; how: How; answer: Answer; local?: Local };

/** The ZIP's state: lookupZip labels a ZIP "City, ST 12345". */
function zipPlace(zip: string) {
  const place = lookupZip(zip);
  const state = place?.label.match(/, ([A-Z]{2}) \d{5}$/)?.[1] as StateCode | undefined;
  return place && state && STATE_HELP[state] ? { ...place, state } : undefined;
}

/**
 * Reads the POSTed form and builds the answer, in the page's language (spanish.ts); the value is used for this
 * response only, never kept.
 */
export async function answerForm(form: FormSource, findNearby: FindNearby, locale: Locale = "en"): Promise<BllState> {
  const state = await answerInEnglish(form, findNearby);
  return locale === "es" ? stateInSpanish(state) : state;
}

/** The action's state in Spanish: the answer, or the form's messages. */
function stateInSpanish(state: BllState): BllState {
  if (state.kind === "ok") return { ...state, answer: answerInSpanish(state.answer) };
  if (state.kind === "invalid") {
    const errors: typeof state.errors = {};
    for (const [field, message] of Object.entries(state.errors) as [keyof typeof state.errors, string][]) errors[field] = spanishError(message) ?? message;
    return { ...state, errors };
  }
  return state;
}

async function answerInEnglish(form: FormSource, findNearby: FindNearby): Promise<BllState> {
  const parsed = parseForm(form);
  if (parsed.kind === "empty") return { kind: "empty" };
  if (parsed.kind === "invalid") return parsed;
  const place = parsed.zip ? zipPlace(parsed.zip) : undefined;
  if (parsed.zip && !place) return { kind: "invalid", errors: { zip: `We do not know the ZIP code ${parsed.zip}. Check it, or leave it empty.` }, echo: parsed.echo };
  const answer = answerFor(bandValue(parsed.reading), parsed.who, parsed.how);
  let local: Local | undefined;
  if (place && parsed.zip) {
    const help = STATE_HELP[place.state];
    let nearby: Nearby | null = null;
    try {
      nearby = await findNearby({ zip: parsed.zip, latitude: place.latitude, longitude: place.longitude }, answer.specialties);
    } catch {
      nearby = null; // the database is down: the public help still shows
    }
    local = {
      zip: parsed.zip,
      place: place.label,
      state: place.state,
      stateName: stateName(place.state) ?? place.state,
      leadProgram: { ...help.leadProgram, own: hasOwnProgram(help) },
      pehsuRegion: help.pehsuRegion,
      pehsuPage: pehsuRegionPage(help.pehsuRegion),
      nearby,
    };
  }
  return { kind: "ok", echo: parsed.echo, reading: parsed.reading, who: parsed.who, how: parsed.how, answer, local };
}
