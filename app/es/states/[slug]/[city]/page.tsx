// /es/states/{slug}/{city}: a city's page in Spanish (features/places, docs/i18n.md).
import { CityPage, cityMetadata } from "@/features/places/server";

type Props = { params: Promise<{ slug: string; city: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = cityMetadata("es");

export default function Page({ params, searchParams }: Props) {
  return <CityPage params={params} searchParams={searchParams} locale="es" />;
}
