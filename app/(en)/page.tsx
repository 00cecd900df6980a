export { HomePage as default, generateHomePageMetadata as generateMetadata } from "@/features/search/server";
