import type { Messages } from "@/lib/i18n/messages";
import type { CardWords, FactLabels } from "@/features/programs";
import type { SearchBase } from "./search-url";

/**
 * The home page's words in one language (messages/*.json: `search`, `card`, `pages`, and the facts' names), which
 * the server hands to the search's client islands through SearchNavProvider (docs/i18n.md: no catalogue in the
 * browser), with where the search lives (`/` or `/es`).
 */
export type SearchWords = {
  base: SearchBase;
  text: Messages["search"];
  card: CardWords;
  pages: Messages["pages"];
  map: Messages["map"];
  labels: Pick<FactLabels, "services" | "payment" | "specialties" | "programTypes" | "languages">;
};

