import { Video } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import type { PublicPractitioner } from "@/features/programs";

/** Practitioners whose profiles are published (drafts are filtered out by the query). */
export function PractitionerList({ practitioners }: { practitioners: PublicPractitioner[] }) {
  if (practitioners.length === 0) return null;
  return (
    <Card aria-labelledby="practitioners-heading" role="region" className="gap-4">
      <CardHeader>
        <h2 id="practitioners-heading" className="text-lg leading-none font-semibold">
          Practitioners
        </h2>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {practitioners.map((p) => (
            <li key={p.id} className="space-y-1.5 py-3 first:pt-0 last:pb-0">
              <h3 className="font-medium">
                {p.fullName}
                {p.credentials.length > 0 && <span className="text-muted-foreground">, {p.credentials.join(", ")}</span>}
              </h3>
              {p.specialties.length > 0 && (
                <p className="text-sm">
                  <span className="text-muted-foreground">Specialties: </span>
                  {p.specialties.join(", ")}
                </p>
              )}
              {p.languages.length > 0 && (
                <p className="text-sm">
                  <span className="text-muted-foreground">Languages: </span>
                  {p.languages.join(", ")}
                </p>
              )}
              {p.telehealth && (
                <Badge variant="outline" className="gap-1">
                  <Video aria-hidden="true" />
                  Telehealth available
                </Badge>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
