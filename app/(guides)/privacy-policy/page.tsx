import { PolicyPage, policyPageMetadata } from "@/features/content/content-page";

// The text and dates are in content/policies/privacy-policy.md.
export const metadata = policyPageMetadata("privacy");
export default function PrivacyPolicyPage() {
  return <PolicyPage policy="privacy" />;
}
