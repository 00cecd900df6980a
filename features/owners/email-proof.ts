import "server-only";
import { parse } from "tldts";

/**
 * The email proof (decisions.md "Owners keep their listing true"): a one-time sign-in link, valid 30
 * minutes, sent to an address at the listing website's registrable domain ("clinic.com" for
 * www.clinic.com and mail.clinic.com, by the Public Suffix List, so "clinic.co.uk" is one domain and
 * "co.uk" none). Free-mail domains never count: anyone can have an address there. Nor do hosting
 * platforms: with the Public Suffix List's private section, clinic.github.io is its own domain, and an
 * email claim of a site on a free-hosting platform is refused (website token only).
 */
const FREE_MAIL = new Set([
  "gmail.com", "googlemail.com", "yahoo.com", "ymail.com", "rocketmail.com", "outlook.com", "hotmail.com", "live.com", "msn.com",
  "aol.com", "icloud.com", "me.com", "mac.com", "proton.me", "protonmail.com", "pm.me", "gmx.com", "gmx.net", "mail.com",
  "yandex.com", "yandex.ru", "zoho.com", "fastmail.com", "hey.com", "tutanota.com", "comcast.net", "att.net", "verizon.net",
]);

/**
 * Hosts where anyone can make a site for free under the host's own domain, and that the Public Suffix
 * List does not list (its private section covers github.io, wixsite.com, blogspot.com, netlify.app and
 * many more, read through tldts). An address at such a domain proves nothing about a site there.
 */
const HOSTING_PLATFORMS = new Set([
  "wordpress.com", "squarespace.com", "simplepractice.com", "weebly.com", "godaddysites.com", "google.com", "wix.com",
  "jimdo.com", "jimdosite.com", "webnode.com", "site123.me", "strikingly.com", "yolasite.com", "carrd.co", "tumblr.com",
  "facebook.com", "square.site", "mystrikingly.com", "webs.com", "hubspot.com", "business.site",
]);

type Site = { domain: string; platform: boolean };

/** A host's registrable domain, and whether it is a hosting platform's (PSL private section or the list above). */
function siteOf(host: string): Site | null {
  const parsed = parse(host.toLowerCase(), { allowPrivateDomains: true });
  const domain = parsed.domain;
  if (!domain || parsed.isIp || /^[\d.]+$/.test(domain)) return null;
  return { domain, platform: parsed.isPrivate === true || HOSTING_PLATFORMS.has(domain) };
}

/** The registrable domain of a URL's or an address's host, or null (IP addresses, public suffixes, junk). */
export function registrableDomain(host: string): string | null {
  return siteOf(host)?.domain ?? null;
}

/** Why a website cannot be claimed by email, or null when it can. */
export function emailClaimRefusal(website: string | null): string | null {
  const host = hostOf(website);
  const site = host ? siteOf(host) : null;
  if (!site || FREE_MAIL.has(site.domain)) return "This listing's website has no domain an email address can prove. Use the website token instead.";
  if (site.platform) return `This listing's website is hosted on ${platformName(host!, site.domain)}, where anyone can make a site, so an email address cannot prove it. Use the website token instead.`;
  return null;
}

/** The platform's own domain for the message: "wordpress.com" for clinic.wordpress.com, "github.io" for a.github.io. */
function platformName(host: string, domain: string): string {
  const suffix = parse(host, { allowPrivateDomains: true }).publicSuffix;
  return HOSTING_PLATFORMS.has(domain) ? domain : (suffix ?? domain);
}

function hostOf(website: string | null): string | null {
  if (!website) return null;
  try {
    return new URL(website).hostname;
  } catch {
    return null;
  }
}

/** The domain an owner's address must be at for this website, or null when the website has none that counts. */
export function claimDomain(website: string | null): string | null {
  if (emailClaimRefusal(website)) return null;
  return registrableDomain(hostOf(website)!);
}

/** Whether `email` is at the website's registrable domain (or a subdomain of it), never free mail. */
export function emailMatchesWebsite(email: string, website: string | null): boolean {
  const domain = claimDomain(website);
  const at = email.lastIndexOf("@");
  if (!domain || at < 1) return false;
  return registrableDomain(email.slice(at + 1)) === domain;
}
