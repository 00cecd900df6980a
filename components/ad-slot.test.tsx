import { render, screen } from "@testing-library/react";
import { AdSlot } from "@/components/ad-slot";

describe("AdSlot", () => {
  it("renders nothing, not an empty Advertisement box, without an ad client", () => {
    const { container } = render(<AdSlot minHeight={250} />) // the unit environment has no NEXT_PUBLIC_ADSENSE_CLIENT;
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByText("Advertisement")).toBeNull();
  });

  it("renders a labelled slot of the asked height with an ad client", () => {
    render(<AdSlot adClient="ca-pub-1234567890123456" minHeight={250} />);
    const slot = screen.getByRole("complementary", { name: "Advertisement" });
    expect(slot).toHaveStyle({ minHeight: "250px" });
  });
});
