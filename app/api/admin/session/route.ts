// POST /api/admin/session - sign in with { password, code? }: sets the signed, httpOnly admin cookie
//   (code: the 6-digit TOTP code, required when ADMIN_TOTP_SECRET is set; each code works once)
// DELETE /api/admin/session - sign out: ends every session signed so far (a session version in Postgres)
import { handlers, route } from "@/lib/http/route";
import { loginSchema, requireAdminEnabled, signIn, signOutAnswer } from "@/features/admin/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  POST: route({ access: "public", before: requireAdminEnabled, rateLimit: "logins", body: loginSchema }, ({ req, body }) => signIn(req, body)),
  DELETE: route({ access: "public" }, ({ req }) => signOutAnswer(req)),
});
