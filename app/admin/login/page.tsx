export { default, metadata } from "@/features/admin/login-page";

// Read ADMIN_PASSWORD at request time, never at build time.
export const dynamic = "force-dynamic";
