import Link from "next/link";
import { guideMetadata } from "@/features/content/guide-metadata";
import { PolicyArticle } from "@/features/content/policy-article";
import { POLICIES } from "@/features/content/guides";

const page = POLICIES.terms;
export const metadata = guideMetadata(page, "website");

export default function TermsOfServicePage() {
  return (
    <PolicyArticle page={page}>
      <p>
        These terms apply to your use of Heavy Metal Detox Directory (the “site”). By using the site you agree to
        them. If you do not agree, please do not use the site.
      </p>

      <h2 id="not-medical-advice">Not medical advice</h2>
      <p>
        The site and its guides are for general information only. They are not medical advice, diagnosis or
        treatment, and they do not create a doctor-patient relationship. Always ask a qualified clinician about
        your health. If you think someone has been poisoned, call Poison Control at{" "}
        <a href="tel:+18002221222">1-800-222-1222</a>; in an emergency, call <a href="tel:911">911</a>.
      </p>

      <h2 id="listings">Listings are not endorsements</h2>
      <p>
        Listings come from program owners and from public sources. We do not verify every detail, and a listing is
        not an endorsement or a recommendation of any provider or treatment. Check a provider’s license,
        qualifications and prices yourself before you use their services. Your dealings with a provider are between
        you and that provider.
      </p>

      <h2 id="eligibility">Who may use the site</h2>
      <p>
        The site is intended for people in the United States. You must be at least 13 years old to use it, and at
        least 18 (or have a parent’s or guardian’s permission) to submit a review or a program.
      </p>

      <h2 id="your-content">Reviews and programs you submit</h2>
      <ul>
        <li>Reviews must describe your own honest experience with the program.</li>
        <li>
          Do not post false or misleading statements, health claims you cannot support, other people’s personal or
          medical information, hateful or abusive content, advertising, or anything unlawful.
        </li>
        <li>
          Program submissions must be accurate and made by the program or with its permission. Do not claim that a
          treatment cures a disease.
        </li>
        <li>
          You keep ownership of what you submit, and you give us a non-exclusive, royalty-free licence to publish,
          edit for length or format, and display it on the site.
        </li>
        <li>
          We moderate reviews before they are published and may edit, decline or remove any content at our
          discretion.
        </li>
      </ul>

      <h2 id="acceptable-use">Acceptable use</h2>
      <p>
        Do not misuse the site: no attempts to break its security, overload it, access administrator areas, collect
        data in bulk, submit malicious files, or impersonate anyone.
      </p>

      <h2 id="intellectual-property">Our content</h2>
      <p>
        The site’s design, text and guides belong to us or our licensors. You may read, share links to and print
        pages for personal, non-commercial use.
      </p>

      <h2 id="third-parties">Links and third-party services</h2>
      <p>
        The site links to provider websites and uses third-party services such as map tiles and, with your consent,
        analytics and advertising. We are not responsible for their content or practices. Our{" "}
        <Link href="/privacy-policy">Privacy Policy</Link> explains what data they receive.
      </p>

      <h2 id="disclaimers">Disclaimers and limitation of liability</h2>
      <p>
        The site is provided “as is” and “as available”, without warranties of any kind, to the extent the law
        allows. We are not liable for indirect or consequential losses, or for any loss arising from your use of a
        provider found through the site. Nothing in these terms limits liability that cannot be limited by law.
      </p>

      <h2 id="changes">Changes</h2>
      <p>
        We may update these terms. The date at the top shows the latest version; continuing to use the site after a
        change means you accept it.
      </p>

      <h2 id="governing-law">Governing law</h2>
      <p>
        These terms are governed by the laws of the United States and of the State of Delaware, without regard to
        conflict-of-law rules.
      </p>
    </PolicyArticle>
  );
}
