// /es/states/{slug}: a state's page in Spanish (features/places, docs/i18n.md).
import { StatePage, stateMetadata } from "@/features/places/server";

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = stateMetadata("es");

export default function Page({ params, searchParams }: Props) {
  return <StatePage params={params} searchParams={searchParams} locale="es" />;
}
