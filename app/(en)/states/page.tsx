export { StatesPage as default, generateStatesPageMetadata as generateMetadata } from "@/features/places/server";
