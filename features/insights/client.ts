export { InsightsClicks } from "./insights-clicks";
export { ProgramInsightsDialog } from "./insights-dialog";
export { InsightsPanel } from "./insights-panel";
export { ProgramView } from "./program-view";
