import "server-only";

export { default as AboutListingsPage, metadata as aboutListingsPageMetadata } from "./about-listings-page";
export { Breadcrumbs } from "./breadcrumbs";
export { CONTENT_SLUGS, ContentPage, SPANISH_CONTENT_SLUGS, contentPageMetadata } from "./content-page";
export { ABOUT, STATIC_PAGES } from "./guides";
export { PolicyArticle } from "./policy-article";
export { guideShareImage } from "./share-card";
