import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogTitle } from "@/components/ui/alert-dialog";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";

// Issue 49, item 8: a dialog opened from state (no Trigger) gives the focus back to what opened it.

function Controlled({ kind, onCloseAutoFocus }: { kind: "dialog" | "sheet" | "alert"; onCloseAutoFocus?: (e: Event) => void }) {
  const [open, setOpen] = useState(false);
  const body =
    kind === "dialog" ? (
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
          <DialogTitle>Report a problem</DialogTitle>
          <DialogDescription>Tell us.</DialogDescription>
          <input aria-label="Details" autoFocus />
        </DialogContent>
      </Dialog>
    ) : kind === "sheet" ? (
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetContent onCloseAutoFocus={onCloseAutoFocus}>
          <SheetTitle>Filters</SheetTitle>
          <SheetDescription>Narrow the results.</SheetDescription>
        </SheetContent>
      </Sheet>
    ) : (
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
          <AlertDialogTitle>Delete?</AlertDialogTitle>
          <AlertDialogDescription>For good.</AlertDialogDescription>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
        </AlertDialogContent>
      </AlertDialog>
    );
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open it
      </button>
      {body}
    </>
  );
}

async function openThenEscape(kind: "dialog" | "sheet" | "alert", onCloseAutoFocus?: (e: Event) => void) {
  render(<Controlled kind={kind} onCloseAutoFocus={onCloseAutoFocus} />);
  const opener = screen.getByRole("button", { name: "Open it" });
  act(() => opener.focus());
  fireEvent.click(opener);
  const dialog = await screen.findByRole(kind === "alert" ? "alertdialog" : "dialog");
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  fireEvent.keyDown(document.activeElement!, { key: "Escape" });
  await waitFor(() => expect(screen.queryByRole(kind === "alert" ? "alertdialog" : "dialog")).toBeNull());
  return opener;
}

describe("focus back to the opener of a dialog without a Trigger", () => {
  it.each(["dialog", "sheet", "alert"] as const)("%s: Escape gives the focus back to the button that opened it", async (kind) => {
    const opener = await openThenEscape(kind);
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it("leaves the focus to a caller that handles it itself", async () => {
    const opener = await openThenEscape("dialog", (e) => {
      e.preventDefault();
      screen.getByRole("button", { name: "Before" }).focus();
    });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Before" })));
    expect(document.activeElement).not.toBe(opener);
  });
});
