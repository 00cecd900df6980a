export { StatePage as default, generateStatePageMetadata as generateMetadata } from "@/features/places/server";
