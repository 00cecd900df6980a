"use client";

import { clsx } from "clsx";
import Link from "next/link";
import { usePathname } from "next/navigation";

type NavLinkProps = Omit<React.ComponentProps<typeof Link>, "href" | "className"> & {
  href: string;
  className?: string;
  /** Classes added when this link is the current page (the spec bolds the current link). */
  activeClassName?: string;
  /** Classes added when it is not; keep what the two states change out of `className`. */
  inactiveClassName?: string;
};

/**
 * A header link that knows whether it points at the current page (aria-current + bold). The classes are
 * joined, not merged (no tailwind-merge in every page's first script): the state classes must not
 * repeat a property that `className` sets.
 */
export function NavLink({ href, className, activeClassName = "font-bold text-foreground", inactiveClassName, ...props }: NavLinkProps) {
  const pathname = usePathname();
  const active = pathname === href;
  return (
    <Link
      href={href}
      aria-current={active ? "page" : undefined}
      className={clsx(className, active ? activeClassName : inactiveClassName)}
      {...props}
    />
  );
}
