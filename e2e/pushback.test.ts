import { randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningApp, startApp } from "../test-support/app/start-app.js";
import {
  mintedToken,
  type PotProviderStandIn,
  startPotProvider,
} from "../test-support/stand-ins/budgets.js";
import {
  type ForwardProxy,
  startHttpProxy,
  startSocksProxy,
} from "../test-support/stand-ins/forward-proxies.js";
import {
  type BusyInstagram,
  startBusyInstagram,
} from "../test-support/stand-ins/instagram-busy.js";
import { makeYoutubeMedia } from "../test-support/stand-ins/youtube.js";
import { type BusyYoutube, startBusyYoutube } from "../test-support/stand-ins/youtube-busy.js";

/**
 * The built server with every pool on, pushed back by the stand-ins: no proxy credential,
 * session cookie or PO token reaches a log line or /metrics, and a set-aside session is
 * reported once, by position.
 */
const secret = (label: string) => `${label}${randomBytes(6).toString("hex")}`;
const PROXY_PASSWORD = secret("proxypw");
const PROXY_USER = secret("proxyuser");
const GOOD = secret("goodsession");
const LOGGED_OUT = secret("loggedout");
const CHALLENGED = secret("challenged");
const METRICS_TOKEN = secret("metricstoken");

describe("the pools in the built server", () => {
  let app: RunningApp;
  let instagram: BusyInstagram;
  let youtube: BusyYoutube;
  let pot: PotProviderStandIn;
  let proxies: ForwardProxy[];
  const videos = ["e2epushb001", "e2epushb002", "e2epushb003"];

  beforeAll(async () => {
    instagram = await startBusyInstagram({
      addressBudget: 3,
      sessions: [GOOD],
      loggedOut: [LOGGED_OUT],
      challenged: [CHALLENGED],
    });
    youtube = await startBusyYoutube(makeYoutubeMedia(1), { addressBudget: 0 });
    pot = await startPotProvider();
    const auth = { username: PROXY_USER, password: PROXY_PASSWORD };
    proxies = await Promise.all([
      startHttpProxy("127.0.0.9", auth),
      startSocksProxy("127.0.0.10", auth),
    ]);
    const cookies = join(mkdtempSync(join(tmpdir(), "rd-e2e-pushback-")), "cookies.txt");
    writeFileSync(
      cookies,
      [
        `sessionid=${LOGGED_OUT}`,
        `sessionid=${CHALLENGED}`,
        `sessionid=${GOOD}`,
        `not a cookie ${GOOD}`,
      ].join("\n"),
    );
    app = await startApp({
      MEDIA_ALLOW_PRIVATE_HOSTS: "true",
      INSTAGRAM_WEB_ORIGIN: instagram.web.origin,
      INSTAGRAM_API_ORIGIN: instagram.web.origin,
      YOUTUBE_ORIGIN: youtube.origin,
      MEDIA_PROXIES: proxies.map((p) => p.url).join(","),
      INSTAGRAM_COOKIES_FILE: cookies,
      YOUTUBE_POT_PROVIDER_URL: pot.origin,
      METRICS_TOKEN,
    });
  });
  afterAll(async () => {
    await app?.stop();
    await Promise.all([
      instagram?.close(),
      youtube?.close(),
      pot?.close(),
      ...proxies.map((p) => p.close()),
    ]);
  });

  it("answers, and keeps every credential, cookie and token out of the logs and /metrics", async () => {
    const links = [
      ...Array.from(
        { length: 12 },
        (_, n) => `https://www.instagram.com/reel/DE2e${String(n).padStart(7, "0")}/`,
      ),
      ...videos.map((id) => `https://www.youtube.com/watch?v=${id}`),
    ];
    for (const url of links) {
      const res = await fetch(`${app.url}/api/resolve`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ url, kind: url.includes("youtube") ? "audio" : "reel" }),
      });
      const body = (await res.json()) as { items?: { download: string }[] };
      expect(res.status).toBe(200);
      const file = await fetch(`${app.url}${body.items?.[0]?.download}`);
      expect(file.status).toBe(200);
      await file.arrayBuffer();
    }
    // PO tokens were minted and used (YouTube flags every egress here).
    expect(pot.minted.length).toBeGreaterThan(0);
    const metrics = await (
      await fetch(`${app.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    expect(metrics).toMatch(
      /media_egress_answers_total\{egress="2",kind="socks5",platform="(instagram|youtube)"\}/,
    );
    expect(metrics).toContain(
      'media_session_state{platform="instagram",session="0",state="logged_out"} 1',
    );
    expect(metrics).toContain(
      'media_session_state{platform="instagram",session="1",state="challenged"} 1',
    );
    const tokens = [...new Set(pot.minted.map((m) => mintedToken(m.binding)))];
    const secrets = [PROXY_PASSWORD, PROXY_USER, GOOD, LOGGED_OUT, CHALLENGED, ...tokens];
    const logs = app.output();
    for (const text of [logs, metrics]) {
      for (const value of secrets) expect(text).not.toContain(value);
      expect(text).not.toContain("127.0.0.9");
      expect(text).not.toContain("127.0.0.10");
    }
    // Set aside and reported once each, by position; the bad line by its number.
    const setAside = logs.split("\n").filter((line) => line.includes("a session was set aside"));
    expect(setAside).toHaveLength(2);
    expect(
      setAside.map((line) => (JSON.parse(line) as { session: number; state: string }).session),
    ).toEqual([0, 1]);
    expect(logs).toMatch(/"line":4/);
  });
});
