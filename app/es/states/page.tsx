// /es/states: the page of app/(en)/states in Spanish (features/places, docs/i18n.md). Its state pages are English.
import { StatesPage, statesMetadata } from "@/features/places/server";

export const generateMetadata = statesMetadata("es");

export default function Page() {
  return <StatesPage locale="es" />;
}
