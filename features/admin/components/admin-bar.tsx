import { ShieldCheck } from "lucide-react";
import { NavLink } from "@/components/nav-link";
import { SignOutButton } from "./sign-out-button";

// Later admin panels add their link here.
const PANELS = [
  { href: "/manage-programs", label: "Manage Programs" },
  { href: "/import-data", label: "Import Data" },
];

/** The bar above every admin page: the panels, who is signed in, and Sign out. */
export function AdminBar() {
  return (
    <div className="border-b bg-muted/50">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-2">
        <nav aria-label="Admin">
          <ul className="flex flex-wrap items-center gap-1">
            {PANELS.map((p) => (
              <li key={p.href}>
                <NavLink
                  href={p.href}
                  className="inline-flex min-h-9 items-center rounded-md px-3 text-sm hover:bg-accent hover:text-foreground"
                  inactiveClassName="text-muted-foreground"
                  activeClassName="bg-background font-semibold text-foreground shadow-xs"
                >
                  {p.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-3">
          <span className="inline-flex items-center gap-1.5 text-sm text-muted-foreground" data-testid="admin-signed-in">
            <ShieldCheck className="size-4 text-primary" aria-hidden="true" /> Signed in as admin
          </span>
          <SignOutButton />
        </div>
      </div>
    </div>
  );
}
