export { default, generateMetadata } from "@/features/places/state-page";
