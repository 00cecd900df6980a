import { PolicyPage, policyPageMetadata } from "@/features/content/content-page";

// The text and dates are in content/policies/terms-of-service.md.
export const metadata = policyPageMetadata("terms");
export default function TermsOfServicePage() {
  return <PolicyPage policy="terms" />;
}
