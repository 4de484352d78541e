import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildEgresses, type Egress } from "../../../server/media/egress/pool.js";
import { parseProxyList } from "../../../server/media/egress/proxy-url.js";
import { UpstreamPolicy } from "../../../server/media/host-policy.js";
import { PoTokenClient } from "../../../server/media/platforms/youtube/po-token.js";
import { configure, SECRET } from "../../../test-support/in-process/media-app.js";
import {
  mintedToken,
  type PotProviderStandIn,
  startPotProvider,
} from "../../../test-support/stand-ins/budgets.js";

let provider: PotProviderStandIn;
let egresses: Egress[];

beforeAll(async () => {
  provider = await startPotProvider();
  egresses = buildEgresses(parseProxyList("socks5://u:p@127.0.0.9:1080"), true, SECRET);
});
afterAll(() => provider?.close());

const policy = () =>
  new UpstreamPolicy(configure({ MEDIA_ALLOW_PRIVATE_HOSTS: "true" })).scoped({
    platform: "youtube",
    services: true,
  });

function client(now = () => Date.now()): PoTokenClient {
  return new PoTokenClient(provider.origin, now);
}

describe("the PO token client", () => {
  it("pings, mints per binding and egress, and keeps a token until shortly before it expires", async () => {
    provider.minted.length = 0;
    const time = { now: Date.now() };
    const tokens = client(() => time.now);
    const [direct, socks] = egresses as [Egress, Egress];
    expect(await tokens.ping(policy())).toBe(true);
    const minted = await Promise.all([
      tokens.token("dQw4w9WgXcQ", direct, policy()),
      tokens.token("dQw4w9WgXcQ", direct, policy()),
      tokens.token("dQw4w9WgXcQ", socks, policy()),
      tokens.token("CgtWaXNpdG9yRGF0YQ", direct, policy()),
    ]);
    expect(minted).toEqual([
      mintedToken("dQw4w9WgXcQ"),
      mintedToken("dQw4w9WgXcQ"),
      mintedToken("dQw4w9WgXcQ"),
      mintedToken("CgtWaXNpdG9yRGF0YQ"),
    ]);
    // Simultaneous asks share one mint, one per egress; the provider is sent the binding
    // only, never the proxy or its password.
    expect(provider.minted.map((m) => [m.binding, m.fields])).toEqual([
      ["dQw4w9WgXcQ", ["content_binding"]],
      ["dQw4w9WgXcQ", ["content_binding"]],
      ["CgtWaXNpdG9yRGF0YQ", ["content_binding"]],
    ]);
    for (const { body } of provider.minted) {
      expect(body).not.toContain("socks5");
      expect(body).not.toContain("u:p@");
    }
    await tokens.token("dQw4w9WgXcQ", direct, policy());
    expect(provider.minted).toHaveLength(3);
    // Six hours later (within five minutes of the expiry), a new one is minted.
    time.now += 6 * 60 * 60_000 - 4 * 60_000;
    await tokens.token("dQw4w9WgXcQ", direct, policy());
    expect(provider.minted).toHaveLength(4);
    expect(tokens.counts).toMatchObject({ minted: 4, failures: 0 });
  });

  it("goes on without tokens when the provider fails, and asks again a minute later", async () => {
    provider.minted.length = 0;
    const time = { now: Date.now() };
    const tokens = client(() => time.now);
    provider.broken.value = true;
    try {
      expect(await tokens.token("video00001a", egresses[0] as Egress, policy())).toBeUndefined();
      provider.broken.value = false;
      expect(await tokens.token("video00001a", egresses[0] as Egress, policy())).toBeUndefined();
      time.now += 61_000;
      expect(await tokens.token("video00001a", egresses[0] as Egress, policy())).toBe(
        mintedToken("video00001a"),
      );
      expect(tokens.counts.failures).toBe(1);
    } finally {
      provider.broken.value = false;
    }
  });

  it("says when no provider answers", async () => {
    const nowhere = new PoTokenClient("http://127.0.0.1:9");
    expect(await nowhere.ping(policy())).toBe(false);
    expect(await nowhere.token("abc", egresses[0] as Egress, policy())).toBeUndefined();
  });
});
