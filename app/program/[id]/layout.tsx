import { notFound } from "next/navigation";
import { loadProgramPage } from "./_components/load";

/**
 * Answers unknown and malformed ids with a real HTTP 404. The check must run here, above the segment's
 * loading.tsx: once the loading skeleton streams, the status is fixed at 200 (Next.js "Status codes").
 * The page's data loads here too, in parallel and shared through React `cache`, so the page is ready
 * when the layout is and the skeleton does not flash on a first visit.
 */
type Props = { children: React.ReactNode; params: Promise<{ id: string }> };

export default async function ProgramLayout({ children, params }: Props) {
  if (!(await loadProgramPage((await params).id))) notFound();
  return children;
}
