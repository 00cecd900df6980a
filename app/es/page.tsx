// /es: the directory's home page and search in Spanish (features/search, docs/i18n.md).
import type { Metadata } from "next";
import { HomePage, generateHomePageMetadata } from "@/features/search/server";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = ({ searchParams }: Props): Promise<Metadata> => generateHomePageMetadata({ searchParams, locale: "es" });

export default function Page({ searchParams }: Props) {
  return <HomePage searchParams={searchParams} locale="es" />;
}
