export { default } from "@/features/program-page/program-loading";
