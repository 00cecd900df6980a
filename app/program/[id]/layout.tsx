import { notFound } from "next/navigation";
import { getProgram } from "@/lib/data/programs";

/**
 * Answers unknown and malformed ids with a real HTTP 404. The check must run here, above the segment's
 * loading.tsx: once the loading skeleton streams, the status is fixed at 200 (Next.js "Status codes").
 * getProgram is in React `cache`, so the page and its metadata reuse this query.
 */
type Props = { children: React.ReactNode; params: Promise<{ id: string }> };

export default async function ProgramLayout({ children, params }: Props) {
  const program = await getProgram((await params).id);
  if (!program) notFound();
  return children;
}
