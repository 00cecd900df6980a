"use server";

import { answerForm, type BllState } from "@/features/blood-lead/server";
import { findNearby } from "../../_blood-lead/find-nearby";

/** The form's server action: the value lives in this request only. */
export async function submitBloodLead(_previous: BllState, form: FormData): Promise<BllState> {
  return answerForm(form, findNearby);
}
