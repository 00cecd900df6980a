export { LoginPage as default, loginPageMetadata as metadata } from "@/features/admin/server";

// Read ADMIN_PASSWORD at request time, never at build time.
export const dynamic = "force-dynamic";
