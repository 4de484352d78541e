import { createHmac } from "node:crypto";
import type { IncomingMessage } from "node:http";
import express from "express";
import { listen, type Running } from "./http-server.js";

/**
 * How the platforms push back, played by the stand-ins: a budget of requests per key (a
 * source address, a session) per sliding window, and the PO-token provider and check.
 */
export class Budget {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly perWindow: number,
    readonly windowMs = 60_000,
  ) {}

  /** Counts one request of `key`; false when the window's budget is already spent. */
  take(key: string): boolean {
    const now = Date.now();
    const recent = (this.hits.get(key) ?? []).filter((at) => now - at < this.windowMs);
    if (recent.length >= this.perWindow) {
      this.hits.set(key, recent);
      return false;
    }
    recent.push(now);
    this.hits.set(key, recent);
    return true;
  }
}

/** The address a request came from (the egress), without the IPv4-mapped prefix. */
export function sourceOf(req: IncomingMessage): string {
  return (req.socket.remoteAddress ?? "").replace(/^::ffff:/, "");
}

/** Counts per key (source address, session, endpoint) of what a stand-in saw. */
export class Tally {
  readonly counts = new Map<string, number>();
  add(key: string): void {
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }
  get(key: string): number {
    return this.counts.get(key) ?? 0;
  }
  total(prefix = ""): number {
    let sum = 0;
    for (const [key, n] of this.counts) if (key.startsWith(prefix)) sum += n;
    return sum;
  }
  /** The counts as they stand, for `grewSince`. */
  snapshot(): Map<string, number> {
    return new Map(this.counts);
  }
  /** What grew since `before` (a snapshot), for the keys that grew. */
  grewSince(before: ReadonlyMap<string, number>): Map<string, number> {
    return new Map(
      [...this.counts]
        .map(([key, n]): [string, number] => [key, n - (before.get(key) ?? 0)])
        .filter(([, n]) => n > 0),
    );
  }
}

const POT_SECRET = "stand-in botguard";

/** The token the provider stand-in mints for `binding`, and the platform stand-in accepts. */
export function mintedToken(binding: string): string {
  return createHmac("sha256", POT_SECRET).update(binding).digest("base64url");
}

export interface PotProviderStandIn extends Running {
  /** Every POST /get_pot: the binding, and every field of the body, as sent. */
  minted: { binding: string; fields: string[]; body: string }[];
  /** Makes the provider fail (500) until set back. */
  broken: { value: boolean };
}

/**
 * A PO-token provider with the bgutil HTTP interface: `POST /get_pot` with
 * `{content_binding, proxy}` -> `{poToken, contentBinding, expiresAt}`; `GET /ping`.
 */
export async function startPotProvider(ttlMs = 6 * 60 * 60_000): Promise<PotProviderStandIn> {
  const minted: PotProviderStandIn["minted"] = [];
  const broken = { value: false };
  const app = express();
  app.get("/ping", (_req, res) => {
    res.json({ server_uptime: process.uptime(), version: "1.2.2" });
  });
  app.post("/get_pot", express.text({ type: "*/*" }), (req, res) => {
    if (broken.value) return void res.status(500).json({ error: "BotGuard failed" });
    const raw = String(req.body);
    const body = JSON.parse(raw) as Record<string, unknown>;
    const binding = String(body.content_binding ?? "");
    minted.push({ binding, fields: Object.keys(body), body: raw });
    res.json({
      poToken: mintedToken(binding),
      contentBinding: binding,
      expiresAt: new Date(Date.now() + ttlMs).toISOString(),
    });
  });
  const running = await listen(app);
  return { ...running, minted, broken };
}
