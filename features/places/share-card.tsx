import "server-only";
import type { ImageResponse } from "next/og";
import { shareCard } from "@/lib/og/card";
import { SITE_NAME } from "@/lib/seo";
import { messagesFor } from "@/lib/i18n/catalogues";
import { fill } from "@/lib/i18n/fill";
import type { Locale } from "@/lib/i18n/locales";
import { stateFromSlug } from "@/lib/us-states";
import { findCity } from "./cities";

/** The place a state or city page's share image shows: "Texas", "Austin, TX"; null when there is no such page. */
async function placeName(stateSlug: string, citySlug?: string): Promise<string | null> {
  const state = stateFromSlug(stateSlug);
  if (!state) return null;
  if (citySlug === undefined) return state.name;
  const city = await findCity(state.code, citySlug).catch(() => null);
  return city ? `${city.name}, ${city.state}` : null;
}

/**
 * A state or city page's share image for its metadata (og:image and twitter:image): its URL, served by
 * share-image/route.ts beside the page, and its alt text. `pagePath` is the page's path without its query
 * ("/states/texas", "/es/states/texas/austin"), `place` the place as the card writes it ("Texas", "Austin, TX").
 */
export const placeShareImage = (pagePath: string, place: string, locale: Locale = "en") => ({
  url: `${pagePath}/share-image`,
  alt: fill(messagesFor(locale).share.placeAlt, { place, site: SITE_NAME }),
});

/** A state or city page's share card: the place, and the site name, in the page's language. */
export async function placeCard(stateSlug: string, citySlug?: string, locale: Locale = "en"): Promise<ImageResponse> {
  const place = await placeName(stateSlug, citySlug);
  const w = messagesFor(locale).share;
  if (!place) return shareCard({ kicker: w.directory, title: SITE_NAME });
  return shareCard({ kicker: w.kicker, title: fill(w.placeTitle, { place }), subtitle: w.placeSubtitle });
}
