import type { Metadata } from "next";
import { VerifyLink } from "@/features/owners/client";
import { emailWayAvailable } from "@/features/owners/server";

export const metadata: Metadata = { title: "Sign in", robots: { index: false, follow: false } };
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /owner/verify?token=...: where an emailed sign-in link lands. Signing in takes a click (a POST), so a mail
 * scanner that fetches the link does not spend it.
 */
export default async function VerifyPage({ searchParams }: Props) {
  const token = (await searchParams).token;
  return (
    <div className="mx-auto max-w-xl space-y-4 px-4 py-10">
      <h1 className="text-2xl font-bold tracking-tight">Sign in to manage your listing</h1>
      <VerifyLink token={typeof token === "string" ? token : ""} canEmail={emailWayAvailable()} />
    </div>
  );
}
