export { ProgramLoading as default } from "@/features/program-page/client";
