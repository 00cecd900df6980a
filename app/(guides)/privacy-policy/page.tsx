import Link from "next/link";
import { guideMetadata } from "@/features/content/guide-metadata";
import { PolicyArticle } from "@/features/content/policy-article";
import { POLICIES } from "@/features/content/guides";

const page = POLICIES.privacy;
export const metadata = guideMetadata(page, "website");

export default function PrivacyPolicyPage() {
  return (
    <PolicyArticle page={page}>
      <p>
        This policy explains what Heavy Metal Detox Directory (“we”, “us”) stores when you use this website, why,
        and the choices you have. Visitors do not need an account, and we do not sell your personal information.
      </p>

      <h2 id="what-we-store">What we store, and why</h2>
      <h3>Your cookie choice (in your browser only)</h3>
      <p>
        When you answer the cookie banner, your browser keeps your choice in its local storage under the name{" "}
        <code>cookie-consent</code>: whether necessary storage is on (always yes), whether you allow analytics and
        marketing, and the date and time of your choice. It stays on your device and is not sent to us. You can
        change your choice at any time with the “Cookie settings” link at the foot of every page, which opens the
        banner again.
      </p>
      <h3>Reviews you write</h3>
      <p>
        A review stores the name you give, your email address, your rating, title and comment, and when you wrote
        it. Your name, rating, title, comment and date are shown publicly on the program’s page after a moderator
        approves the review. <strong>Your email address is kept private:</strong> it is never shown on the site or
        returned by our public data calls. We use it only to handle problems with the review, such as suspected
        abuse.
      </p>
      <h3 id="contact-messages">Messages you send us</h3>
      <p>
        When you write to us through our <Link href="/contact">contact page</Link>, we store your name, email
        address, the topic you chose, your message and when you sent it. Only our administrators can read them; the
        email address is used only to reply and is never shown on the site. The same applies to any report you send
        us about a problem with a listing. We keep messages as long as needed to deal with them.
      </p>
      <h3>Programs you submit</h3>
      <p>
        When you add a program, the details you enter (name, description, address, phone, email, website, program
        types and image) are published in the directory, because that is the purpose of a listing. Please submit
        business contact details, not private ones. Uploaded images are re-encoded and their embedded metadata,
        such as camera and location data, is removed.
      </p>
      <h3>Information about providers from public sources</h3>
      <p>
        Listings can also be imported from public business sources: the NPPES NPI Registry (a provider’s name, NPI
        number, address, phone and specialty), Google Places and Yelp (business name, address, phone, website,
        rating and review count). These describe businesses and the clinicians who run them, not visitors. A
        provider can ask us to correct or remove a listing through our <Link href="/contact">contact page</Link>.
        When owners can claim their listing, we will also keep the claim: who claimed it, how they proved it, and
        when.
      </p>
      <h3>Server logs and security</h3>
      <p>
        Like most websites, our servers record technical details of each request: your IP address, the page
        requested, the time, and your browser’s user agent. We use them to keep the site working and secure, for
        example to limit how often one address can submit reviews or programs, and we keep them only as long as
        needed for that. Administrators who sign in receive a session cookie that is needed for signing in; visitors
        do not.
      </p>
      <h3>Analytics and advertising, only with your consent</h3>
      <p>
        If you allow analytics, we load Google Analytics, which sets cookies in your browser to recognise repeat
        visits and sends Google the pages you visit, your device and browser type and your approximate location, so
        that we can see how the site is used. If you allow marketing, we load Google AdSense to show ads, which may
        be personalised and also set cookies. These services process data under Google’s privacy policy. If you
        choose “Necessary Only”, neither is loaded. You can change your choice at any time with “Cookie settings”
        at the foot of every page.
      </p>
      <h3 id="gpc">Global Privacy Control</h3>
      <p>
        If your browser sends the Global Privacy Control signal (the <code>Sec-GPC: 1</code> header, or{" "}
        <code>navigator.globalPrivacyControl</code>), we treat it as a request not to sell or share your
        information: marketing starts switched off and the banner says so. You can still turn it on yourself.
      </p>
      <h3>Maps</h3>
      <p>
        Maps show tiles from OpenStreetMap’s servers. When a map is displayed, your browser requests those tiles
        directly, so OpenStreetMap receives your IP address and the map area shown, as with any website you visit.
      </p>

      <h2 id="health">Health information</h2>
      <p>
        We do not ask for your health information. Please do not include medical details about yourself or others
        in reviews, since reviews are public. Contacting a program by phone, email or its website happens directly
        between you and that program; we do not see it.
      </p>

      <h2 id="sharing">Who we share information with</h2>
      <p>
        We share information only with service providers that run the site for us (hosting, database and image
        storage), with Google when you have consented to analytics or marketing, and where the law requires it. We
        do not sell or rent personal information.
      </p>

      <h2 id="children">Children</h2>
      <p>
        This site is not directed to children under 13, and we do not knowingly collect personal information from
        them. If you believe a child under 13 has given us personal information,{" "}
        <Link href="/contact">contact us</Link> and we will delete it.
      </p>

      <h2 id="your-choices">Your choices and rights</h2>
      <p>
        You can ask us, through our <Link href="/contact">contact page</Link>, to delete a review you wrote, a
        message you sent or a program you submitted. Depending on where you live, for
        example in California, you may have rights to know, correct or delete personal information we hold about
        you. We will not treat you differently for using these rights.
      </p>

      <h2 id="security">Security and retention</h2>
      <p>
        Connections to the site are encrypted in production, administrator access is protected, and personal data
        is kept only as long as needed for the purposes above: reviews and listings while they are published, and
        logs for a limited period.
      </p>

      <h2 id="changes">Changes and contact</h2>
      <p>
        This policy took effect on the first date at the top of this page; when we change it, we update the “Last
        changed” date. For questions or requests about your information, write to us through our{" "}
        <Link href="/contact">contact page</Link>. See also our <Link href="/terms-of-service">Terms of Service</Link>.
      </p>
    </PolicyArticle>
  );
}
