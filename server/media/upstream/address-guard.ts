import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

/**
 * The address guard: every address an upstream connection would use must be on the public
 * internet. Why: docs/decisions/008-upstream-guard-and-timeouts.md
 *
 * ipaddr.js names the special-purpose ranges (loopback, private, link-local, NAT64, 6to4,
 * Teredo, IPv4-mapped, documentation, benchmarking...); anything it does not call
 * `unicast` is refused, so the table stays the library's, not ours.
 */

/**
 * Ranges that are not global yet which ipaddr.js calls (or, in older releases, called)
 * `unicast`. Kept tiny on purpose; each line says why it is here.
 */
const EXTRA_BLOCKED = [
  // IPv4-compatible IPv6 (RFC 4291, deprecated): `::127.0.0.1` reaches loopback on some stacks,
  // and ipaddr.js calls its hexadecimal spelling `::7f00:1` unicast.
  "::/96",
  // Discard-only (RFC 6666), benchmarking (RFC 5180), ORCHID (RFC 4843), documentation
  // (RFC 9637) and SRv6 SIDs (RFC 9602): never global, but ipaddr.js 1.x (still what
  // Express pulls in) calls them unicast, so a resolved older copy must not reopen them.
  "100::/64",
  "2001:2::/48",
  "2001:10::/28",
  "3fff::/20",
  "5f00::/16",
  // Azure's host endpoint (wireserver): a public-looking address that answers only from
  // inside the cloud, with instance metadata and secrets.
  "168.63.129.16/32",
].map((cidr) => ipaddr.parseCIDR(cidr));

/** True for an address on the public internet (not loopback, private, link-local, metadata…). */
export function isPublicAddress(address: string): boolean {
  // isIP first: ipaddr.js also reads forms such as "0x7f.1" that no resolver hands back.
  if (isIP(address) === 0) return false;
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address);
  } catch {
    return false;
  }
  if (parsed.range() !== "unicast") return false;
  return !EXTRA_BLOCKED.some(
    ([network, bits]) => network.kind() === parsed.kind() && parsed.match(network, bits),
  );
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;
export type LookupFunction = (
  hostname: string,
  options: LookupOptions,
  callback: LookupCallback,
) => void;

let resolver: LookupFunction = dnsLookup as LookupFunction;

/**
 * The DNS seam: the default is the system resolver. Tests install a resolver that maps
 * platform host names to local addresses, the way a hostile DNS answer would.
 */
export function setMediaLookup(lookup: LookupFunction | undefined): void {
  resolver = lookup ?? (dnsLookup as LookupFunction);
}

export class BlockedAddressError extends Error {
  readonly code = "E_MEDIA_BLOCKED_ADDRESS";
  constructor() {
    super("Refused to connect to a non-public address");
    this.name = "BlockedAddressError";
  }
}

/** A lookup for the connector: every answer must be public, so DNS cannot point us inward. */
export function guardedLookup(
  hostname: string,
  options: LookupOptions,
  callback: LookupCallback,
): void {
  resolver(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const list = (Array.isArray(addresses) ? addresses : []) as LookupAddress[];
    const first = list[0];
    if (!first || list.some((a) => !isPublicAddress(a.address))) {
      return callback(new BlockedAddressError(), []);
    }
    if (options.all) callback(null, list);
    else callback(null, first.address, first.family);
  });
}

/** The lookup used when MEDIA_ALLOW_PRIVATE_HOSTS is on (tests): the same seam, unguarded. */
export function openLookup(
  hostname: string,
  options: LookupOptions,
  callback: LookupCallback,
): void {
  resolver(hostname, options, callback);
}
