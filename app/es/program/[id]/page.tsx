// /es/program/{id}: the program page in Spanish (features/program-page, docs/i18n.md). The provider's own words stay as written.
import { ProgramPage, programPageMetadata } from "@/features/program-page/server";

type Props = { params: Promise<{ id: string }> };

export const generateMetadata = programPageMetadata("es");

export default function Page({ params }: Props) {
  return <ProgramPage params={params} locale="es" />;
}
