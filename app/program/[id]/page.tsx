import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { StarRating } from "@/components/star-rating";
import { Button } from "@/components/ui/button";
import { getProgram } from "@/lib/data/programs";

// First version of the program page: server-rendered header and contact details.
// The tabs, reviews and map come with the program detail issue.
type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const program = await getProgram((await params).id);
  if (!program) return { title: "Program Not Found" };
  return {
    title: `${program.name} in ${program.city}, ${program.state}`,
    description: program.description.slice(0, 160),
    alternates: { canonical: `/program/${program.id}` },
  };
}

export default async function ProgramPage({ params }: Props) {
  const program = await getProgram((await params).id);
  if (!program) notFound();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <Button variant="outline" asChild>
        <Link href="/">Back to Search</Link>
      </Button>
      <h1 className="mt-6 text-3xl font-bold tracking-tight">{program.name}</h1>
      <div className="mt-2 flex items-center gap-2 text-sm">
        <StarRating rating={program.rating} />
        <span>
          {program.rating.toFixed(1)} ({program.reviewCount} reviews)
        </span>
      </div>
      <p className="mt-2 text-muted-foreground">
        {program.address}, {program.city}, {program.state} {program.zipCode}
      </p>
      {program.imageUrl && (
        // eslint-disable-next-line @next/next/no-img-element -- any host's URL or our uploads route; no optimiser
        <img src={program.imageUrl} alt={`${program.name}`} className="mt-6 max-h-80 w-full rounded-lg border bg-muted object-contain" />
      )}
      <p className="mt-6 leading-7">{program.description}</p>
    </article>
  );
}
