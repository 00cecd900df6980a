import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { RevertDialog } from "@/features/admin/components/revert-dialog";

const target = { changeId: "c1", when: "Nov 27, 2026, 6:16 PM UTC", field: "phone", lines: [{ field: "phone", label: "Phone", old: "(202) 555-0140", new: "(202) 555-0177" }] };

describe("RevertDialog (issue 53, item 5)", () => {
  it("shows what goes back, and confirms only with a reason", async () => {
    const onConfirm = jest.fn().mockResolvedValue(null);
    render(<RevertDialog target={target} onClose={() => {}} onConfirm={onConfirm} />);
    expect(screen.getByRole("alertdialog", { name: "Revert Phone?" })).toBeInTheDocument();
    expect(screen.getByTestId("revert-lines")).toHaveTextContent("Phone: (202) 555-0177 →back to (202) 555-0140");
    fireEvent.click(screen.getByRole("button", { name: "Revert" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please give a reason for the revert; the owner is told");
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText("Reason (sent to the owner)"), { target: { value: "  Wrong number  " } });
    fireEvent.click(screen.getByRole("button", { name: "Revert" }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith(target, "Wrong number"));
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    render(<RevertDialog target={target} onClose={() => {}} onConfirm={async () => "Changed again since: phone. Edit the program instead."} />);
    fireEvent.change(screen.getByLabelText("Reason (sent to the owner)"), { target: { value: "Wrong number" } });
    fireEvent.click(screen.getByRole("button", { name: "Revert" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Changed again since: phone");
  });
});
