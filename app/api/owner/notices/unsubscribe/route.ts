// GET /api/owner/notices/unsubscribe?token= - public: a page that confirms, with one button (changes nothing)
// POST /api/owner/notices/unsubscribe?token= - public, RFC 8058 one-click (List-Unsubscribe=One-Click, no
//   cookies): the signed token names the owner and the notice kind, which is turned off; 400 for a bad token
import { handlers, route } from "@/lib/http/route";
import { unsubscribeOneClick, unsubscribePage } from "@/features/owners/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  GET: route({ access: "public" }, ({ req }) => unsubscribePage(req)),
  POST: route({ access: "public" }, ({ req }) => unsubscribeOneClick(req)),
});
