"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/lib/utils";

type NavLinkProps = Omit<React.ComponentProps<typeof Link>, "href"> & {
  href: string;
  /** Classes added when this link is the current page (the spec bolds the current link). */
  activeClassName?: string;
};

/** A header link that knows whether it points at the current page (aria-current + bold). */
export function NavLink({ href, className, activeClassName = "font-bold text-foreground", ...props }: NavLinkProps) {
  const pathname = usePathname();
  const active = pathname === href;
  return (
    <Link
      href={href}
      aria-current={active ? "page" : undefined}
      className={cn(className, active && activeClassName)}
      {...props}
    />
  );
}
