import { fireEvent, render, screen } from "@testing-library/react";
import { AddedNoticePanel } from "./added-notice-panel";
import { AddedNotice, rememberAdded } from "./added-notice";

const ID = "5b1c3f8e-0000-4000-8000-000000000009";

describe("the next step after Add Business (issue 32, item 1)", () => {
  afterEach(() => sessionStorage.clear());

  it("shows nothing to a visitor who did not add this listing", () => {
    render(<AddedNotice programId={ID} hasWebsite emailDomain={null} />);
    expect(screen.queryByTestId("added-notice")).toBeNull();
    rememberAdded({ id: "5b1c3f8e-0000-4000-8000-00000000000a", email: "" });
    render(<AddedNotice programId={ID} hasWebsite emailDomain={null} />);
    expect(screen.queryByTestId("added-notice")).toBeNull();
  });

  it("loads the panel for the browser that added this listing", async () => {
    rememberAdded({ id: ID, email: "" });
    render(<AddedNotice programId={ID} hasWebsite emailDomain={null} />);
    expect(await screen.findByTestId("added-notice")).toHaveTextContent("It waits for review");
  });

  it("offers one click to mail the sign-in link when email works and the address is at the website's domain", () => {
    rememberAdded({ id: ID, email: "office@riverbend-clinic.com" });
    render(<AddedNoticePanel programId={ID} hasWebsite emailDomain="riverbend-clinic.com" stored={sessionStorage.getItem("detox-added-program")!} />);
    expect(screen.getByTestId("added-notice")).toHaveTextContent("It waits for review");
    expect(screen.getByRole("button", { name: "Email me a sign-in link" })).toBeEnabled();
    expect(screen.getByTestId("added-notice")).toHaveTextContent("Your address office@riverbend-clinic.com is at the listing’s website");
  });

  // Security issue 51, item 7: no claim mail for a listing waiting for review.
  it("offers no sign-in link while the listing waits for review: the website steps now, the email way after review", () => {
    rememberAdded({ id: ID, email: "office@riverbend-clinic.com" });
    render(<AddedNoticePanel programId={ID} hasWebsite emailDomain="riverbend-clinic.com" waiting stored={sessionStorage.getItem("detox-added-program")!} />);
    expect(screen.queryByRole("button", { name: /sign-in link/ })).toBeNull();
    expect(screen.getByTestId("added-mail-after-review")).toHaveTextContent("Once our team has verified it");
    expect(screen.getByRole("link", { name: "Get your verification code" })).toHaveAttribute("href", `/program/${ID}/claim`);
  });

  it("gives the website-token steps when the address is elsewhere (free mail) or email is not set up", () => {
    rememberAdded({ id: ID, email: "owner@gmail.com" });
    render(<AddedNoticePanel programId={ID} hasWebsite emailDomain="riverbend-clinic.com" stored={sessionStorage.getItem("detox-added-program")!} />);
    expect(screen.queryByRole("button", { name: /sign-in link/ })).toBeNull();
    expect(screen.getByRole("link", { name: "Get your verification code" })).toHaveAttribute("href", `/program/${ID}/claim`);
  });

  it("points a listing without a website to the contact form about it, and hides on request", () => {
    rememberAdded({ id: ID, email: "" });
    render(<AddedNoticePanel programId={ID} hasWebsite={false} emailDomain={null} stored={sessionStorage.getItem("detox-added-program")!} />);
    expect(screen.getByRole("link", { name: "write to us about it" })).toHaveAttribute("href", `/contact?program=${ID}`);
    fireEvent.click(screen.getByRole("button", { name: "Hide this" }));
    expect(screen.queryByTestId("added-notice")).toBeNull();
    expect(sessionStorage.getItem("detox-added-program")).toBeNull();
  });
});
