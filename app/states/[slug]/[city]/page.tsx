export { default, generateMetadata } from "@/features/places/city-page";
