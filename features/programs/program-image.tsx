import { clsx } from "clsx";

function initials(name: string): string {
  const words = name.replace(/[^\p{L}\p{N}\s]/gu, " ").split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? "") + (words[1]?.[0] ?? "")).toUpperCase() || "?";
}

type Props = {
  src: string | null;
  name: string;
  /** The image names the program ("{name} logo"); off where the name is right beside it (cards). */
  labelled?: boolean;
  /** Above the fold: load at once, with high priority. */
  eager?: boolean;
  /** Size and shape of the box (the default suits a card). */
  className?: string;
};

/**
 * A program's logo or photo (home cards, state and city pages, the program page, Manage Programs), or a
 * neutral initials placeholder when it has none or it fails to load: never a broken image (DESIGN.md).
 *
 * No script: an image that fails shows the same initials, drawn by CSS over the broken image
 * (globals.css, `.program-image::after`, which browsers draw only for an image that did not load). So it
 * renders on the server as one element, in lists of any length (a city page has 20; docs/performance.md,
 * round 14). A plain img: images live on any host the program chose, so next/image would need every host listed.
 */
export function ProgramImage({ src, name, labelled = false, eager = false, className }: Props) {
  // `className` sets the size and corners (globals.css `.program-image` has the rest).
  const size = className ?? "size-16 rounded-md sm:size-20";
  if (!src) {
    return (
      <div className={clsx("program-image-placeholder", size)} aria-hidden="true" data-testid="image-placeholder">
        {initials(name)}
      </div>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- logos and uploads of any origin, already sized
    <img
      src={src}
      alt={labelled ? `${name} logo` : ""}
      data-initials={initials(name)}
      width={96}
      height={96}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
      className={clsx("program-image", size)}
    />
  );
}
