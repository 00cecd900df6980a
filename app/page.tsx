export { default, generateMetadata } from "@/features/search/home-page";
