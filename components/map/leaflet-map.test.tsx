import { render, waitFor } from "@testing-library/react";
import LeafletMap from "./leaflet-map";
import { DEFAULT_MAP_ATTRIBUTION, DEFAULT_MAP_TILE_URL } from "@/lib/map-tiles.mjs";

// Leaflet sizes the map from the container; jsdom lays nothing out, so give it a size.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, "clientWidth", { configurable: true, get: () => 512 });
  Object.defineProperty(HTMLElement.prototype, "clientHeight", { configurable: true, get: () => 512 });
});

const program = { id: "p1", name: "Clinic", address: "1 Main St", city: "Austin", state: "TX", zipCode: "78701", rating: 4, reviewCount: 2, programTypes: [], latitude: 30.27, longitude: -97.74 };

describe("LeafletMap tiles", () => {
  it("loads tiles from the configured template and shows the configured attribution", async () => {
    const tiles = { url: "https://tiles.example.com/v1/{z}/{x}/{y}.png?key=abc", attribution: '&copy; <a href="https://maps.example.com/terms">Example Maps</a>' };
    const { container } = render(<LeafletMap programs={[program]} tiles={tiles} />);
    const attribution = container.querySelector(".leaflet-control-attribution");
    expect(attribution).not.toBeNull();
    expect(attribution).toHaveTextContent("© Example Maps");
    expect(attribution!.querySelector('a[href="https://maps.example.com/terms"]')).toHaveTextContent("Example Maps");
    expect(attribution).not.toHaveTextContent("OpenStreetMap");
    await waitFor(() => expect(container.querySelectorAll("img.leaflet-tile").length).toBeGreaterThan(0));
    for (const img of container.querySelectorAll("img.leaflet-tile")) expect(img.getAttribute("src")).toMatch(/^https:\/\/tiles\.example\.com\/v1\/\d+\/\d+\/\d+\.png\?key=abc$/);
  });

  it("shows OpenStreetMap's attribution with the default tiles", () => {
    const { container } = render(<LeafletMap programs={[]} tiles={{ url: DEFAULT_MAP_TILE_URL, attribution: DEFAULT_MAP_ATTRIBUTION }} />);
    const attribution = container.querySelector(".leaflet-control-attribution")!;
    expect(attribution).toHaveTextContent("© OpenStreetMap contributors");
    expect(attribution.querySelector('a[href="https://www.openstreetmap.org/copyright"]')).toHaveTextContent("OpenStreetMap");
  });
});

describe("LeafletMap with every result of the search", () => {
  const tiles = { url: DEFAULT_MAP_TILE_URL, attribution: DEFAULT_MAP_ATTRIBUTION };
  const onPage = [program, { ...program, id: "p2", name: "Second", latitude: 30.3, longitude: -97.7 }];
  // 60 results around Austin, the page's two among them, one without a location.
  const points = [
    ...onPage.map((p) => ({ id: p.id, name: p.name, lat: p.latitude, lng: p.longitude })),
    ...Array.from({ length: 57 }, (_, i) => ({ id: `x${i}`, name: `Other ${i}`, lat: 30 + i * 0.01, lng: -97.5 - i * 0.01 })),
    { id: "nowhere", name: "Nowhere", lat: 0, lng: 0 },
  ];

  it("plots every result with a location, the page's programs as pins apart from the clusters", () => {
    const { container } = render(<LeafletMap programs={onPage} points={points} viewKey="a" tiles={tiles} />);
    const map = container.querySelector('[data-testid="program-map"]')!;
    expect(map).toHaveAttribute("data-markers", "59");
    expect(map).toHaveAttribute("data-page-markers", "2");
    expect(map).toHaveAttribute("data-all-results", "true");
    expect(container.querySelectorAll(".map-pin-page")).toHaveLength(2);
  });

  it("shows the page's programs while the points load", () => {
    const { container } = render(<LeafletMap programs={onPage} points={null} viewKey="a" tiles={tiles} />);
    expect(container.querySelector('[data-testid="program-map"]')).toHaveAttribute("data-markers", "2");
    expect(container.querySelector('[data-testid="program-map"]')).toHaveAttribute("data-all-results", "false");
  });

  it("highlights a card's pin while the card is pointed at or focused", () => {
    const { container } = render(
      <>
        <section id="results">
          <article data-program-id="p2" tabIndex={-1}>
            <span>Second</span>
          </article>
        </section>
        <LeafletMap programs={onPage} points={points} viewKey="a" tiles={tiles} />
      </>,
    );
    const map = container.querySelector('[data-testid="program-map"]')!;
    container.querySelector("article span")!.dispatchEvent(new Event("pointerover", { bubbles: true }));
    expect(map).toHaveAttribute("data-highlighted-marker", "p2");
    expect(container.querySelectorAll(".map-pin-active")).toHaveLength(1);
    document.body.dispatchEvent(new Event("pointerover", { bubbles: true }));
    expect(map).toHaveAttribute("data-highlighted-marker", "");
    expect(container.querySelectorAll(".map-pin-active")).toHaveLength(0);
    (container.querySelector("article") as HTMLElement).focus();
    expect(map).toHaveAttribute("data-highlighted-marker", "p2");
  });
});

describe("LeafletMap controls in the page's language", () => {
  const tiles = { url: DEFAULT_MAP_TILE_URL, attribution: DEFAULT_MAP_ATTRIBUTION };
  const spanish = { review: "reseña", reviews: "reseñas", noReviews: "Sin reseñas todavía", viewDetails: "Ver detalles", tilesFailed: "-", nothing: "-", zoomIn: "Acercar", zoomOut: "Alejar", closePopup: "Cerrar la ventana", base: "/es" as const };

  it("titles the zoom buttons and labels a popup's close button with the words it is given", async () => {
    const { container } = render(<LeafletMap programs={[program]} tiles={tiles} words={spanish} />);
    expect(container.querySelector(".leaflet-control-zoom-in")).toHaveAttribute("title", "Acercar");
    expect(container.querySelector(".leaflet-control-zoom-out")).toHaveAttribute("title", "Alejar");
    expect(container.querySelector(".leaflet-control-zoom-in")).toHaveAttribute("aria-label", "Acercar");
    expect(container.querySelector(".leaflet-control-attribution")).toHaveAttribute("lang", "en");
    expect(container.querySelector(".leaflet-marker-pane")).toHaveAttribute("lang", "en");
    (container.querySelector(".map-pin-page") as HTMLElement).dispatchEvent(new MouseEvent("click", { bubbles: true }));
    await waitFor(() => expect(container.querySelector(".leaflet-popup-close-button")).toHaveAttribute("aria-label", "Cerrar la ventana"));
    expect(container.querySelector(".leaflet-popup-content [lang=en]")).toHaveTextContent("Clinic");
  });

  it("keeps Leaflet's English titles on an English page", () => {
    const { container } = render(<LeafletMap programs={[program]} tiles={tiles} />);
    expect(container.querySelector(".leaflet-control-zoom-in")).toHaveAttribute("title", "Zoom in");
    expect(container.querySelector(".leaflet-control-zoom-out")).toHaveAttribute("title", "Zoom out");
    expect(container.querySelector(".leaflet-control-attribution")).not.toHaveAttribute("lang");
    expect(container.querySelector(".leaflet-marker-pane")).not.toHaveAttribute("lang");
  });
});
