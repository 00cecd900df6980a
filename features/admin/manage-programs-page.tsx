import { ArrowLeft, Plus, Search } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { PageLinks } from "@/components/page-links";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { requireAdminPage } from "@/lib/session/admin-page";
import { ADMIN_PAGE_SIZE, getAdminStats, programSources, searchAdminPrograms } from "@/features/admin/programs-data";
import { runsWithPrograms } from "@/features/imports/server";
import { listContactMessages } from "@/features/contact/server";
import { listReports } from "@/features/reports/server";
import { listReviewsForModeration } from "@/features/reviews/server";
import { adminProgramsQuerySchema } from "./list-query";
import { ContactMessages } from "@/features/contact/client";
import { JobCard } from "@/features/jobs/client";
import { ProgramList } from "@/features/admin/components/program-list";
import { OpenReports } from "@/features/reports/client";
import { ReviewModeration } from "@/features/reviews/client";
import { listTransfers } from "@/features/owners/server";
import { TransferRequests } from "@/features/owners/client";

export const metadata: Metadata = { title: "Manage Programs" };

const FILTER_SELECT =
  "h-9 rounded-md border border-input bg-transparent px-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

type ListState = { q: string; page: number; claimed?: string; source?: string; run?: string; rpage: number; rorder: "newest" | "oldest" };

/** This page's URL with some of its parameters changed (the programs' and the review queue's pages are separate). */
function hrefWith(state: ListState, patch: Partial<ListState>) {
  const next = { ...state, ...patch };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.claimed) params.set("claimed", next.claimed);
  if (next.source) params.set("source", next.source);
  if (next.run) params.set("run", next.run);
  if (next.page > 1) params.set("page", String(next.page));
  if (next.rorder === "oldest") params.set("rorder", "oldest");
  if (next.rpage > 1) params.set("rpage", String(next.rpage));
  const query = params.toString();
  return query ? `/manage-programs?${query}` : "/manage-programs";
}

const REVIEW_PAGE_SIZE = 10;

export default async function ManageProgramsPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdminPage("/manage-programs");
  const state = adminProgramsQuerySchema.parse(await searchParams);
  const { q, page, claimed, source, run, rpage, rorder } = state;

  const [{ items, total }, stats, pending, messages, reports, transfers, sources, runs] = await Promise.all([
    searchAdminPrograms({ q, page, claimed, source, run }),
    getAdminStats(),
    listReviewsForModeration("pending", REVIEW_PAGE_SIZE, { page: rpage, order: rorder }),
    listContactMessages(20),
    listReports("open", 50),
    listTransfers("pending", 50),
    programSources(),
    runsWithPrograms(),
  ]);
  const reviewPages = Math.max(1, Math.ceil(stats.pendingReviews / REVIEW_PAGE_SIZE));
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const first = total === 0 ? 0 : (page - 1) * ADMIN_PAGE_SIZE + 1;
  const last = Math.min(total, page * ADMIN_PAGE_SIZE);

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="space-y-2">
          <Button variant="ghost" size="sm" asChild className="-ml-3">
            <Link href="/">
              <ArrowLeft /> Back to Search
            </Link>
          </Button>
          <h1 className="text-3xl font-bold tracking-tight">Manage Programs</h1>
          <p className="text-muted-foreground">Edit and enrich listings, moderate reviews and answer problem reports.</p>
        </div>
        <Button asChild>
          <Link href="/add-business">
            <Plus /> Add New Program
          </Link>
        </Button>
      </div>

      <form action="/manage-programs" role="search" className="flex max-w-4xl flex-wrap gap-2">
        <label htmlFor="program-search" className="sr-only">
          Search programs by name, city or state
        </label>
        <Input id="program-search" name="q" type="search" defaultValue={q} placeholder="Search by name, city or state" className="min-w-0 flex-1 basis-56" />
        <label htmlFor="program-claimed" className="sr-only">
          Claimed by the owner
        </label>
        <select
          id="program-claimed"
          name="claimed"
          defaultValue={claimed ?? ""}
          className="h-9 rounded-md border border-input bg-transparent px-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm"
        >
          <option value="">All listings</option>
          <option value="yes">Claimed</option>
          <option value="no">Unclaimed</option>
        </select>
        <label htmlFor="program-source" className="sr-only">
          Source
        </label>
        <select id="program-source" name="source" defaultValue={source ?? ""} className={FILTER_SELECT}>
          <option value="">All sources</option>
          {sources.map((s) => (
            <option key={s.source} value={s.source}>
              {s.source} ({s.count.toLocaleString("en-US")})
            </option>
          ))}
          <option value="none">No source</option>
        </select>
        <label htmlFor="program-run" className="sr-only">
          Import run
        </label>
        <select id="program-run" name="run" defaultValue={run ?? ""} className={`${FILTER_SELECT} max-w-full`}>
          <option value="">Any import run</option>
          {runs.map((r) => (
            <option key={r.id} value={r.id}>
              {r.label}
            </option>
          ))}
          {run && !runs.some((r) => r.id === run) && <option value={run}>Run {run.slice(0, 8)} (nothing left)</option>}
        </select>
        <Button type="submit" variant="outline">
          <Search /> Search
        </Button>
      </form>

      <section className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Jobs">
        <JobCard kind="find-websites" />
        <JobCard kind="update-images" />
        <JobCard kind="verify-npi" />
      </section>

      <section className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Statistics">
        <StatCard title="Total Programs" value={stats.totalPrograms.toLocaleString("en-US")} note={`${stats.withWebsite.toLocaleString("en-US")} with a website, ${stats.withImage.toLocaleString("en-US")} with an image`} />
        <StatCard title="Pending Reviews" value={stats.pendingReviews.toLocaleString("en-US")} note={`${stats.publishedReviews.toLocaleString("en-US")} published`} />
        <StatCard title="Open Reports" value={stats.openReports.toLocaleString("en-US")} note="Problems reported on listings" />
        <StatCard
          title="Average Rating"
          value={stats.averageRating === null ? "–" : stats.averageRating.toFixed(1)}
          note={`Across ${stats.ratedPrograms.toLocaleString("en-US")} programs with reviews`}
        />
      </section>

      <div className="grid gap-8 xl:grid-cols-2">
        <section className="min-w-0 space-y-3" aria-labelledby="moderation-heading">
          <h2 id="moderation-heading" className="text-xl font-semibold">
            Reviews Awaiting Moderation ({stats.pendingReviews.toLocaleString("en-US")})
          </h2>
          <ReviewModeration
            reviews={pending}
            total={stats.pendingReviews}
            page={rpage}
            pageSize={REVIEW_PAGE_SIZE}
            order={rorder}
            orderHrefs={{ newest: hrefWith(state, { rorder: "newest", rpage: 1 }), oldest: hrefWith(state, { rorder: "oldest", rpage: 1 }) }}
          />
          {reviewPages > 1 && <PageLinks page={rpage} lastPage={reviewPages} href={(n) => hrefWith(state, { rpage: n })} label="Review queue pages" showCount />}
        </section>
        <section className="min-w-0 space-y-3" aria-labelledby="reports-heading">
          <h2 id="reports-heading" className="text-xl font-semibold">
            Open Reports ({stats.openReports.toLocaleString("en-US")})
          </h2>
          <OpenReports reports={reports} total={stats.openReports} />
        </section>
      </div>

      {transfers.length > 0 && (
        <section className="space-y-3" aria-labelledby="transfers-heading">
          <h2 id="transfers-heading" className="text-xl font-semibold">
            Ownership Transfer Requests ({transfers.length})
          </h2>
          <p className="text-sm text-muted-foreground">Someone proved a link to a listing that already has an owner. The owner was told; the listing moves only if you approve.</p>
          <TransferRequests transfers={transfers} />
        </section>
      )}

      <section className="space-y-3" aria-labelledby="contact-messages-heading">
        <h2 id="contact-messages-heading" className="text-xl font-semibold">
          Contact Messages
        </h2>
        <p className="text-sm text-muted-foreground">The latest 20 messages sent through the contact page, newest first.</p>
        <ContactMessages messages={messages} />
      </section>

      <section className="space-y-3" aria-labelledby="programs-heading">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="programs-heading" className="text-xl font-semibold">
            Programs
          </h2>
          <p className="text-sm text-muted-foreground" data-testid="program-count">
            {total === 0 ? "No programs" : `Showing ${first}-${last} of ${total.toLocaleString("en-US")}`}
            {q && ` matching "${q}"`}
            {claimed && (claimed === "yes" ? ", claimed" : ", unclaimed")}
            {source && `, source ${source}`}
            {run && ", created by the chosen import run"}
          </p>
        </div>
        {items.length > 0 ? (
          <ProgramList programs={items} total={total} filter={{ q: q || undefined, claimed, source, run }} />
        ) : (
          <p className="rounded-lg border bg-card p-4 text-muted-foreground">{q ? `No programs match "${q}".` : claimed || source || run ? "No programs match these filters." : "No programs yet."}</p>
        )}
        {pages > 1 && <PageLinks page={page} lastPage={pages} href={(n) => hrefWith(state, { page: n })} label="Program pages" showCount />}
      </section>
    </div>
  );
}

function StatCard({ title, value, note }: { title: string; value: string; note: string }) {
  return (
    <Card className="gap-2 py-5">
      <CardHeader className="px-5">
        <CardDescription>{title}</CardDescription>
        <CardTitle className="text-3xl" data-testid={`stat-${title.toLowerCase().replace(/\s+/g, "-")}`}>
          {value}
        </CardTitle>
      </CardHeader>
      <CardContent className="px-5 text-sm text-muted-foreground">{note}</CardContent>
    </Card>
  );
}
