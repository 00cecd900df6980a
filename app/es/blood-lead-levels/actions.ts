"use server";

import { answerForm, type BllState } from "@/features/blood-lead/server";
import { findNearby } from "../../_blood-lead/find-nearby";

/** The Spanish form's server action: the same answer as the English one, in Spanish. The value lives in this request only. */
export async function submitBloodLeadEs(_previous: BllState, form: FormData): Promise<BllState> {
  return answerForm(form, findNearby, "es");
}
