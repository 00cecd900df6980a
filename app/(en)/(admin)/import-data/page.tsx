import type { Metadata } from "next";
import { requireAdminPage } from "@/lib/session/admin-page";
import { countAllPrograms } from "@/features/programs/server";
import { ImportCenter } from "@/features/imports/client";

export const metadata: Metadata = { title: "Data Import Center", robots: { index: false, follow: false } };

export default async function ImportDataPage() {
  await requireAdminPage("/import-data");
  const programCount = await countAllPrograms();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Data Import Center</h1>
        <p className="text-muted-foreground mt-1">
          Load providers from the NPI Registry, Google Places, Yelp, an ACAM member export, or a CSV or Excel file. Preview first; an import either
          completes as previewed or changes nothing.
        </p>
      </div>
      <ImportCenter programCount={programCount} />
    </div>
  );
}
