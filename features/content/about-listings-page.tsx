import Link from "next/link";
import { guideMetadata } from "@/features/content/guide-metadata";
import { PolicyArticle } from "@/features/content/policy-article";
import { ABOUT } from "@/features/content/guides";

const page = ABOUT.listings;
export const metadata = guideMetadata(page, "website");

// Server-rendered and static: how listings get here, what we check, and how to tell us what is wrong.
export default function AboutListingsPage() {
  return (
    <PolicyArticle page={page}>
      <p>
        People choose care for poisoning from these pages, so every listing says where it came from, when it was
        last updated and what we checked. You find this in the <strong>Listing facts</strong> box on each
        program&apos;s page.
      </p>

      <h2 id="sources">Where listings come from</h2>
      <ul>
        <li>
          <strong>Added by the provider:</strong> a clinic or practitioner filled in the Add Business form. It goes
          live at once, but search engines are asked not to index it until it is verified.
        </li>
        <li>
          <strong>Imported from the NPI Registry:</strong> the public register of National Provider Identifiers run
          by the Centers for Medicare &amp; Medicaid Services (
          <a href="https://npiregistry.cms.hhs.gov/" rel="noopener">npiregistry.cms.hhs.gov</a>).
        </li>
        <li>
          <strong>Imported from Google Places, Yelp or the ACAM member directory</strong>, or from a spreadsheet our
          team loaded.
        </li>
        <li>
          <strong>Added by our team</strong> by hand.
        </li>
      </ul>

      <h2 id="verified">What Verified means</h2>
      <p>A listing shows the Verified badge only while one of these checks stands:</p>
      <ul>
        <li>
          <strong>Verified against the NPI Registry:</strong> the listing&apos;s NPI number is active in the registry,
          and the registry&apos;s name (the organisation, or the practitioner&apos;s last name) and state match the
          listing. We repeat the check; a deactivated or mismatching record removes the badge.
        </li>
        <li>
          <strong>Verified by our team:</strong> a member of our team checked the listing by hand.
        </li>
      </ul>
      <p>The Listing facts box shows which check it was and on what date.</p>

      <h2 id="not-verified">What Verified does not mean</h2>
      <p>
        Verified is a check of identity and registration, not an endorsement. It does not mean that we recommend the
        provider or any treatment, that a treatment works or is safe for you, or that prices are current. An NPI shows
        that a provider is registered, not that a state licence is current: check a licence with the state&apos;s
        licensing board. Certifications and memberships are <strong>listed by the provider</strong>: they are the
        provider&apos;s own statement, and we have not checked them. A membership is not a licence.
      </p>
      <p>
        Listings without the badge are not necessarily wrong: their details come from the provider or a source and
        have not been checked.
      </p>

      <h2 id="report">How to report a problem</h2>
      <p>
        Every program page has a <strong>Report a problem with this listing</strong> button. Choose what is wrong (closed,
        wrong contact details, wrong address, not a provider, unsafe claims, duplicate, or something else) and tell
        us the details. An email address is optional and is never shown publicly.
      </p>
      <p>
        What happens next: the report goes to our team&apos;s list of open reports. We check the listing, correct or
        remove it, or remove its Verified badge, and close the report. If you gave an email address, we may write to
        you with a question. Reviews follow their own rules: see <Link href="/terms-of-service">our terms</Link>.
      </p>
    </PolicyArticle>
  );
}
