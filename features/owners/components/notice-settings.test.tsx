import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { NoticeSettings } from "@/features/owners/components/notice-settings";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const fetchMock = jest.fn();
// jsdom has no fetch Response: the component reads only ok, status, text() and json().
const reply = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, text: async () => JSON.stringify(body), json: async () => body });
const ALL_ON = { "review-published": true, "report-resolved": true, "transfer-requested": true, "reply-removed": true };

beforeEach(() => {
  fetchMock.mockReset();
  jest.mocked(toast.error).mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe("NoticeSettings", () => {
  it("shows one checkbox per notice kind and saves a change at once", async () => {
    fetchMock.mockResolvedValue(reply(200, { notices: { ...ALL_ON, "report-resolved": false } }));
    render(<NoticeSettings initial={ALL_ON} canSend />);
    expect(screen.getAllByRole("checkbox")).toHaveLength(4);
    const box = screen.getByLabelText("A problem reported about my listing is resolved");
    expect(box).toBeChecked();
    fireEvent.click(box);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/owner/notices");
    expect(init.method).toBe("PUT");
    expect(JSON.parse(String(init.body))).toEqual({ notices: { "report-resolved": false } });
    await waitFor(() => expect(box).not.toBeChecked());
    // Issue 53, item 11: the choice is confirmed in words.
    expect(screen.getByRole("status")).toHaveTextContent("Saved: we no longer email you when a problem reported about your listing is resolved.");
    expect(toast.success).toHaveBeenCalledWith("Email settings saved", undefined);
  });

  it("puts the box back and says so when saving fails", async () => {
    fetchMock.mockResolvedValue(reply(401, { error: "Authentication required" }));
    render(<NoticeSettings initial={ALL_ON} canSend />);
    const box = screen.getByLabelText("A review of my listing is published");
    fireEvent.click(box);
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(box).toBeChecked();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("says why no email goes out", () => {
    render(<NoticeSettings initial={ALL_ON} canSend={false} why="This site cannot send email at the moment." />);
    expect(screen.getByText("This site cannot send email at the moment.")).toBeInTheDocument();
  });
});
