import { render, screen } from "@testing-library/react";
import { textOf } from "@/features/content/text-of";
import { GuideBadges, GuideDates } from "@/features/content/guide-trust";
import { GUIDE_REVIEWS, type GuideReview } from "@/features/content/guide-reviews";
import { countWords, readingMinutes, WORDS_PER_MINUTE } from "@/features/content/reading-time";

const fixtureReview: GuideReview = {
  kind: "medical",
  name: "Dr. Test Fixture",
  credentials: "MD, board certified in medical toxicology",
  reviewedOn: "2026-11-20",
};

describe("review badges", () => {
  it("ships with no reviewer configured, so no guide claims a review", () => {
    expect(GUIDE_REVIEWS).toEqual({});
  });

  it("shows no Medically/Expert reviewed badge without a reviewer, but the sources-checked date", () => {
    const { container } = render(
      <>
        <GuideBadges minutes={7} extraBadges={["Safety focused"]} />
        <GuideDates sourcesChecked="2026-11-23" />
      </>,
    );
    expect(container).not.toHaveTextContent(/Medically reviewed|Expert reviewed/);
    expect(screen.getByText("7 min read")).toBeInTheDocument();
    expect(container).toHaveTextContent("Sources checked on November 23, 2026");
  });

  it("shows the badge with the reviewer's name, credentials and date when one is configured", () => {
    const { container } = render(
      <>
        <GuideBadges minutes={7} review={fixtureReview} />
        <GuideDates sourcesChecked="2026-11-23" review={fixtureReview} />
      </>,
    );
    expect(screen.getByText("Medically reviewed")).toBeInTheDocument();
    expect(container).toHaveTextContent(
      "Medically reviewed by Dr. Test Fixture, MD, board certified in medical toxicology, on November 20, 2026.",
    );
    render(<GuideBadges minutes={3} review={{ ...fixtureReview, kind: "expert" }} />);
    expect(screen.getByText("Expert reviewed")).toBeInTheDocument();
  });
});

describe("reading time", () => {
  it("counts words, not characters or punctuation", () => {
    expect(countWords("Lead, mercury — and 3.5 µg/dL; don’t panic!")).toBe(7);
    expect(countWords("   ")).toBe(0);
  });

  it("follows the word count at about 230 words a minute, at least one minute", () => {
    expect(WORDS_PER_MINUTE).toBe(230);
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(230)).toBe(1);
    expect(readingMinutes(230 * 6)).toBe(6);
    expect(readingMinutes(230 * 6 + 120)).toBe(7);
    const text = Array.from({ length: 230 * 4 }, (_, i) => `word${i}`).join(" ");
    expect(readingMinutes(countWords(text))).toBe(4);
  });

  it("reads the text of an element tree, including plain components", () => {
    function Table() {
      return (
        <table>
          <tbody>
            <tr>
              <td>three more words</td>
            </tr>
          </tbody>
        </table>
      );
    }
    const tree = (
      <div>
        <h2>Two words</h2>
        <p>
          One <a href="/x">linked text</a> {5}
        </p>
        <Table />
      </div>
    );
    expect(countWords(textOf(tree))).toBe(2 + 1 + 2 + 1 + 3);
  });
});
