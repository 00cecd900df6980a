export { default, generateMetadata } from "@/features/programs/program-page";
