export { default } from "@/features/programs/program-loading";
