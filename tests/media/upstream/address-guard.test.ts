import { describe, expect, it } from "vitest";
import { isPublicAddress } from "../../../server/media/upstream/address-guard.js";

describe("the address guard", () => {
  it.each([
    // IPv4: loopback, private, shared, link-local (cloud metadata), this network, multicast...
    "127.0.0.1",
    "127.1.2.3",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "192.0.2.1",
    "198.18.0.1",
    "240.0.0.1",
    // Azure's host endpoint, public-looking but internal.
    "168.63.129.16",
    // IPv6: loopback, unspecified, link-local, unique local, multicast, site-local.
    "::1",
    "::",
    "fe80::1",
    "fc00::1",
    "fd12:3456::1",
    "ff02::1",
    "fec0::1",
    // IPv4-mapped and IPv4-compatible forms of private addresses, in both spellings.
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:10.0.0.1",
    "::127.0.0.1",
    "::7f00:1",
    "::a00:1",
    "::ffff:0:7f00:1",
    "::ffff:0:a9fe:a9fe",
    // NAT64, 6to4 and Teredo carry an IPv4 address of any kind.
    "64:ff9b::a00:1",
    "64:ff9b:1::a00:1",
    "2002:7f00:1::",
    "2001:0:4136:e378::1",
    // Discard-only, benchmarking, ORCHID, documentation and SRv6 ranges.
    "100::1",
    "100::ffff:ffff:ffff:ffff",
    "2001:2::1",
    "2001:2:0:ffff::1",
    "2001:10::1",
    "2001:1f:ffff::1",
    "2001:db8::1",
    "3fff::1",
    "3fff:fff:ffff::1",
    "5f00::1",
    "5f00:ffff::1",
    "not an address",
    "0x7f.1",
  ])("%s is not public", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    "157.240.1.174",
    "142.250.74.110",
    "31.13.72.36",
    "168.63.129.17",
    "2a03:2880:f12f:83:face:b00c:0:25de",
    "2607:f8b0:4004:c1b::65",
    // Neighbours of the blocked IPv6 ranges stay reachable.
    "100:0:0:1::1",
    "2001:4860:4860::8888",
    "3fff:1000::1",
    "5eff:ffff::1",
  ])("%s is public", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});
