export { CityPage as default, generateCityPageMetadata as generateMetadata } from "@/features/places/server";
