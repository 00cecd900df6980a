export { ProgramPage as default, generateProgramPageMetadata as generateMetadata } from "@/features/program-page/server";
