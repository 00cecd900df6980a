/** @jest-environment node */
import { jsonOnce } from "@/lib/http/json";

describe("jsonOnce", () => {
  it("serialises a value once however many answers carry it", async () => {
    const spy = jest.spyOn(JSON, "stringify");
    const page = [{ id: "a", name: "Clinic <One>" }];
    const first = jsonOnce(page, { headers: { "X-Total-Count": "1" } });
    const second = jsonOnce(page, { status: 200 });
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
    expect(await first.json()).toEqual(page);
    expect(await second.text()).toBe(JSON.stringify(page));
    expect(first.headers.get("content-type")).toBe("application/json");
    expect(first.headers.get("x-total-count")).toBe("1");
  });

  it("serialises each distinct value", async () => {
    expect(await jsonOnce({ a: 1 }).text()).toBe('{"a":1}');
    expect(await jsonOnce({ a: 2 }).text()).toBe('{"a":2}');
  });
});
