import "server-only";

export { default as CityPage, cityMetadata, generateMetadata as generateCityPageMetadata } from "./city-page";
export { placeCard } from "./share-card";
export { renderSitemap, renderSitemapFile } from "./sitemap";
export { default as StatePage, generateMetadata as generateStatePageMetadata, stateMetadata } from "./state-page";
export { default as StatesPage, generateMetadata as generateStatesPageMetadata, statesMetadata } from "./states-page";
