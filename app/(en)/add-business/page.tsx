import type { Metadata } from "next";
import { AddBusinessForm } from "@/features/programs/client";

export const metadata: Metadata = {
  title: "Add Your Detox Program",
  description: "List your heavy metal detox or chelation program in the directory, free of charge.",
  alternates: { canonical: "/add-business" },
};

export default function AddBusinessPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight">Add Your Detox Program</h1>
      <p className="mt-2 text-muted-foreground">
        Join our directory and connect with people seeking heavy metal detoxification programs.
      </p>
      <AddBusinessForm />
    </div>
  );
}
