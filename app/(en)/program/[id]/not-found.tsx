import type { Metadata } from "next";
import Link from "next/link";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = { title: "Program Not Found", robots: { index: false } };

/** Unknown or malformed program ids (HTTP 404). app/(en)/program/not-found.tsx shows the same screen. */
export default function ProgramNotFound() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold tracking-tight">Program Not Found</h1>
      <p className="mt-4 text-muted-foreground">The program you&apos;re looking for doesn&apos;t exist or has been removed.</p>
      <Button asChild className="mt-8 h-11 px-6">
        <Link href="/">Return Home</Link>
      </Button>
    </div>
  );
}
