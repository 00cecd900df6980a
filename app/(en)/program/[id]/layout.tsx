import { notFound } from "next/navigation";
import { loadProgramPage } from "@/features/program-page/server";

type Props = { children: React.ReactNode; params: Promise<{ id: string }> };

/**
 * Answers unknown and malformed ids with a real HTTP 404. The check must run here, above the segment's
 * loading.tsx: once the loading skeleton streams, the status is fixed at 200 (Next.js "Status codes").
 * The page's data loads here too, in parallel, and the page reuses it through React `cache`.
 */
export default async function ProgramLayout({ children, params }: Props) {
  if (!(await loadProgramPage((await params).id))) notFound();
  return children;
}
