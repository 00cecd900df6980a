import { render, waitFor } from "@testing-library/react";
import LeafletMap from "@/features/search/map/leaflet-map";
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
