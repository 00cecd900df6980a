import Link from "next/link";
import { StarRating } from "@/components/star-rating";
import { Button } from "@/components/ui/button";
import { listPrograms, type ProgramPage } from "@/lib/data/programs";

// Simple first version of the directory home; the full page (search, filters, map) comes later.
export const dynamic = "force-dynamic";

const PAGE_SIZE = 20;

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function parsePage(raw: string | string[] | undefined): number {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

export default async function HomePage({ searchParams }: { searchParams: SearchParams }) {
  const page = parsePage((await searchParams).page);

  let result: ProgramPage;
  try {
    result = await listPrograms({ page, pageSize: PAGE_SIZE, sortBy: "rating" });
  } catch (error) {
    console.error("Failed to fetch programs", error);
    return (
      <div className="mx-auto max-w-5xl px-4 py-10">
        <h1 className="text-3xl font-bold tracking-tight">Find Heavy Metal Detox Programs</h1>
        <div role="alert" className="mt-8 rounded-lg border border-destructive/40 bg-card p-6">
          <h2 className="text-lg font-semibold text-destructive">Error Loading Programs</h2>
          <p className="mt-2 text-muted-foreground">Failed to load detox programs. Please try refreshing the page.</p>
        </div>
      </div>
    );
  }

  const { items, total } = result;
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Find Heavy Metal Detox Programs</h1>
      <p className="mt-2 text-muted-foreground">Heavy metal detox programs in your area</p>

      <h2 className="mt-8 text-xl font-semibold">{total} Programs Found</h2>

      {items.length === 0 ? (
        <div className="mt-6 rounded-lg border bg-card p-6 text-center">
          <p className="font-medium">No programs found matching your criteria.</p>
          <p className="mt-1 text-muted-foreground">Try adjusting your filters or search in a different area.</p>
        </div>
      ) : (
        <ul className="mt-4 divide-y rounded-lg border bg-card">
          {items.map((program) => (
            <li key={program.id} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <a href={`/program/${program.id}`} className="font-semibold text-primary hover:underline">
                  {program.name}
                </a>
                <p className="text-sm text-muted-foreground">
                  {program.city}, {program.state}
                </p>
              </div>
              <div className="flex items-center gap-2 text-sm">
                <StarRating rating={program.rating} />
                <span>
                  {program.rating.toFixed(1)} ({program.reviewCount} reviews)
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}

      {total > PAGE_SIZE && (
        <nav aria-label="Pagination" className="mt-6 flex items-center justify-between gap-4">
          {page > 1 ? (
            <Button variant="outline" asChild>
              <Link href={`/?page=${Math.min(page - 1, lastPage)}`} rel="prev">
                Previous
              </Link>
            </Button>
          ) : (
            <Button variant="outline" disabled>
              Previous
            </Button>
          )}
          <p className="text-sm text-muted-foreground">
            Page {page} of {lastPage}
          </p>
          {page < lastPage ? (
            <Button variant="outline" asChild>
              <Link href={`/?page=${page + 1}`} rel="next">
                Next
              </Link>
            </Button>
          ) : (
            <Button variant="outline" disabled>
              Next
            </Button>
          )}
        </nav>
      )}
    </div>
  );
}
