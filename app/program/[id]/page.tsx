export { default, generateMetadata } from "@/features/program-page/program-page";
