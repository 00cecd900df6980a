/** @jest-environment node */
import { isBlockedAddress } from "@/lib/fetch/address-policy";

describe("isBlockedAddress", () => {
  it.each([
    "127.0.0.1", "127.255.0.1", "10.0.0.1", "172.16.5.4", "172.31.255.255", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0",
    "224.0.0.1", "255.255.255.255", "::1", "::", "fe80::1", "fc00::1", "fd00:ec2::254", "ff02::1",
    "::ffff:127.0.0.1", "::ffff:7f00:1", "[::ffff:127.0.0.1]", "::ffff:a9fe:a9fe", "::ffff:10.0.0.1", "64:ff9b::7f00:1", "2002:7f00:1::",
    "64:ff9b:1::808:808", "64:ff9b:1:ffff::1", "2001:0:4136:e378:8000:63bf:3fff:fdd2", "2001::1",
    "not-an-ip", "",
  ])("refuses %s", (addr) => expect(isBlockedAddress(addr)).toBe(true));

  it.each(["93.184.216.34", "8.8.8.8", "172.32.0.1", "2606:4700:4700::1111", "::ffff:8.8.8.8", "2002:0808:0808::", "2001:4860:4860::8888", "64:ff9b::808:808"])("allows public %s", (addr) =>
    expect(isBlockedAddress(addr)).toBe(false),
  );
});
