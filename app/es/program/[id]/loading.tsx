import { ProgramLoading } from "@/features/program-page/client";
import { messagesFor } from "@/lib/i18n/messages";

/** The program page's skeleton, its status line in Spanish. */
export default function Loading() {
  return <ProgramLoading text={messagesFor("es").program} />;
}
