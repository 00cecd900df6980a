import { Search } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { emailWayAvailable } from "@/features/owners/server";
import { EmailLinkForm } from "@/features/owners/client";

const inlineLink = "font-medium text-primary underline underline-offset-4";

/**
 * /owner signed out (issue 53, item 6): both ways in, as they really work. An emailed link signs in to every
 * listing of that address. A website token signs in only the browser that checked it, and only for the listing it
 * proved: a fresh token on a claimed listing files a transfer request (security issue 51), so it is not a way
 * back in, and we do not say it is.
 */
export function OwnerSignIn() {
  const email = emailWayAvailable();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-10">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Provider sign-in</h1>
        <p className="text-muted-foreground">
          There are two ways to manage a listing: a one-time sign-in link sent by email, or a token published on the listing&rsquo;s website.
        </p>
      </header>
      {email ? (
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">1. Sign in by email</CardTitle>
            <CardDescription>If you claimed a listing with an email address, we send a one-time sign-in link to it. It signs you in to every listing of that address.</CardDescription>
          </CardHeader>
          <CardContent>
            <EmailLinkForm action="/api/owner/sign-in" hint="The address you claimed your listing with." />
          </CardContent>
        </Card>
      ) : (
        <Card data-testid="no-email-sign-in">
          <CardHeader>
            <CardTitle className="text-lg">1. Email sign-in is not set up on this site</CardTitle>
            <CardDescription>
              This site cannot send email yet, so there is no sign-in link by email. If you cannot use your website, or your listing has none,{" "}
              <Link href="/contact" className={inlineLink}>
                write to us
              </Link>{" "}
              with the listing&rsquo;s name and how we can check that it is yours.
            </CardDescription>
          </CardHeader>
        </Card>
      )}
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">2. Sign in with your website</CardTitle>
          <CardDescription>
            Find your listing and open its claim page (&ldquo;Claim this listing&rdquo; on a listing nobody manages yet). Publish the token it gives you on your website and
            choose &ldquo;Check now&rdquo;: this browser is signed in to that listing for 7 days.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <p className="text-sm text-muted-foreground" data-testid="website-way-back">
            A token signs in only the browser that checked it. Once that sign-in ends, a new token on a listing that is already managed does not sign you back in (anyone who can
            edit the website could do that): it sends a transfer request that an administrator checks. To come back at any time, claim the listing with an email address at your
            website&rsquo;s domain{email ? "" : " once this site can send email"}, or{" "}
            <Link href="/contact" className={inlineLink}>
              write to us
            </Link>
            .
          </p>
          <form action="/" method="get" role="search" aria-label="Find your listing" className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="flex-1 space-y-1">
              <label htmlFor="find-listing" className="text-sm font-medium">
                Find your listing
              </label>
              <Input id="find-listing" name="q" type="search" required maxLength={200} placeholder="Your practice's name, city or ZIP" className="h-10" />
            </div>
            <Button type="submit" className="h-10">
              <Search aria-hidden="true" /> Search
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
