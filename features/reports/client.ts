export { OpenReports } from "./open-reports";
export { ReportProblem } from "./report-problem";
