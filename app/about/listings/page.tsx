export { default, metadata } from "@/features/content/about-listings-page";
