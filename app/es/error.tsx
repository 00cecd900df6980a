"use client";

import Link from "next/link";
import { useEffect } from "react";
import { buttonVariants } from "@/components/ui/button-variants";

/**
 * Error boundary for every Spanish page (the English one: app/(en)/error.tsx). A client component cannot take the catalogue's strings from the server, so its four lines are here: say what happened and what to do next. Its code
 * loads with every page, so it draws the buttons with `buttonVariants` instead of the Button component.
 */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold tracking-tight">Algo salió mal</h1>
      <p className="mt-4 text-muted-foreground">
        No se pudo cargar esta página. Vuelva a intentarlo en un momento o regrese al directorio.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonVariants()} onClick={() => retry()}>
          Intentar de nuevo
        </button>
        <Link href="/" className={buttonVariants({ variant: "outline" })}>
          Volver al inicio
        </Link>
      </div>
    </div>
  );
}
