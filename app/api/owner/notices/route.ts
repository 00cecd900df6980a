// GET /api/owner/notices - which notices (emails about the owner's listings) the signed-in owner gets
// PUT /api/owner/notices - { notices: { kind: true | false } } turns kinds on or off (others stay as they are)
import { handlers, route } from "@/lib/http/route";
import { ownerNotices, saveOwnerNotices } from "@/features/owners/server";
import { noticePrefsSchema } from "@/features/owners/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  GET: route({ access: "owner" }, ({ owner }) => ownerNotices(owner)),
  PUT: route({ access: "owner", body: noticePrefsSchema }, ({ owner, body }) => saveOwnerNotices(owner, body.notices)),
});
