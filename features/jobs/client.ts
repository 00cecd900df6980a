export { JobCard } from "./job-card";
