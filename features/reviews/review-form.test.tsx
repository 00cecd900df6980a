import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { ReviewForm } from "@/features/reviews/review-form";
import { reviewFormText } from "./form-text";

const EN = reviewFormText("en");

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));


const PROGRAM_ID = "5b1c3f8e-0000-4000-8000-000000000001";
const fetchMock = jest.fn();
// jsdom has no fetch Response: the form reads only ok, status, text() and json().
const reply = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, text: async () => JSON.stringify(body), json: async () => body });

beforeEach(() => {
  fetchMock.mockReset();
  jest.mocked(toast.success).mockReset();
  jest.mocked(toast.error).mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

function fillValid() {
  fireEvent.change(screen.getByLabelText("Your name"), { target: { value: "Jane Doe" } });
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: "jane@example.com" } });
  fireEvent.click(screen.getByRole("radio", { name: "4 stars" }));
  fireEvent.change(screen.getByLabelText("Review title"), { target: { value: "Careful and clear" } });
  fireEvent.change(screen.getByLabelText("Your review"), { target: { value: "They explained the blood lead results carefully." } });
}

describe("ReviewForm", () => {
  it("shows every client message of spec section 5 and sends nothing", async () => {
    render(<ReviewForm programId={PROGRAM_ID} text={EN} />);
    expect(screen.getByLabelText("Your review")).toHaveAttribute("rows", "4");
    expect(screen.getAllByRole("radio")).toHaveLength(5);
    fireEvent.click(screen.getByRole("button", { name: "Submit Review" }));
    for (const message of ["Name is required", "Please enter a valid email", "Please select a rating", "Review title is required", "Review must be at least 10 characters long"]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText("Your name")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("radiogroup")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts the review, thanks the visitor, says it awaits moderation and clears the form", async () => {
    fetchMock.mockResolvedValue(reply(201, { id: "x", isPublished: false }));
    render(<ReviewForm programId={PROGRAM_ID} text={EN} />);
    fillValid();
    fireEvent.click(screen.getByRole("button", { name: "Submit Review" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Review submitted successfully!", { description: "Thank you for your feedback. Your review will be published after moderation." }));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`/api/programs/${PROGRAM_ID}/reviews`);
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({ userName: "Jane Doe", userEmail: "jane@example.com", rating: 4, title: "Careful and clear", comment: "They explained the blood lead results carefully." });
    expect(screen.getByRole("status")).toHaveTextContent("published after moderation");
    await waitFor(() => expect(screen.getByLabelText("Your name")).toHaveValue(""));
    expect(screen.getByRole("radio", { name: "4 stars" })).toHaveAttribute("aria-checked", "false");
  });

  it("shows the failure toast when the server refuses, and the server's field messages", async () => {
    fetchMock.mockResolvedValue(reply(400, { error: "Invalid input", issues: [{ path: ["title"], message: "Title must be at least 5 characters" }] }));
    render(<ReviewForm programId={PROGRAM_ID} text={EN} />);
    fillValid();
    fireEvent.click(screen.getByRole("button", { name: "Submit Review" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Failed to submit review", { description: "Please try again later." }));
    expect(await screen.findByText("Title must be at least 5 characters")).toBeInTheDocument();
    expect(screen.getByLabelText("Your name")).toHaveValue("Jane Doe");
  });

  it("shows the failure toast when the network fails or the rate limit answers", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    fetchMock.mockResolvedValueOnce(reply(429, { error: "Too many requests" }));
    render(<ReviewForm programId={PROGRAM_ID} text={EN} />);
    fillValid();
    fireEvent.click(screen.getByRole("button", { name: "Submit Review" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole("button", { name: "Submit Review" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(2));
    expect(toast.success).not.toHaveBeenCalled();
  });
});
