export { AboutListingsPage as default, aboutListingsPageMetadata as metadata } from "@/features/content/server";
