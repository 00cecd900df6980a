import { notFound } from "next/navigation";
import { loadProgramPage } from "@/features/program-page/server";

type Props = { children: React.ReactNode; params: Promise<{ id: string }> };

/** Unknown and malformed ids answer 404 before the loading skeleton streams (as app/(en)/program/[id]/layout.tsx). */
export default async function SpanishProgramLayout({ children, params }: Props) {
  if (!(await loadProgramPage((await params).id))) notFound();
  return children;
}
