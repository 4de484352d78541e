import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer as createHttpServer, type IncomingMessage, type Server } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildEgresses, type Egress } from "../../../server/media/egress/pool.js";
import { parseProxyList } from "../../../server/media/egress/proxy-url.js";
import { UpstreamPolicy } from "../../../server/media/host-policy.js";
import { setMediaLookup } from "../../../server/media/upstream/address-guard.js";
import { closeAgents, tunnelTls } from "../../../server/media/upstream/agents.js";
import { readText } from "../../../server/media/upstream/body.js";
import { upstreamRequest } from "../../../server/media/upstream/client.js";
import { describeFailure } from "../../../server/media/upstream/failures.js";
import { configure, SECRET } from "../../../test-support/in-process/media-app.js";
import {
  type ForwardProxy,
  startHttpProxy,
  startSocksProxy,
} from "../../../test-support/stand-ins/forward-proxies.js";

/**
 * Lookups and downloads through real forward proxies, each leaving from its own loopback
 * address: the platform stand-in sees which egress asked, the proxies are asked for the
 * address our guard checked (never the name), and TLS runs end to end inside the tunnel.
 */
const seen: string[] = [];
let plain: Server;
let secure: Server;
let plainPort = 0;
let securePort = 0;
let httpProxy: ForwardProxy;
let socksProxy: ForwardProxy;
let egresses: Egress[];

function sourceOf(req: IncomingMessage): string {
  return (req.socket.remoteAddress ?? "").replace(/^::ffff:/, "");
}

function listenOn(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );
}

/** A certificate for the platform's name, so the tunnel's TLS can check it. */
function certificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), "rd-egress-tls-"));
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"],
      ...["-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem")],
      ...["-subj", "/CN=www.instagram.com", "-addext", "subjectAltName=DNS:www.instagram.com"],
    ],
    { stdio: "ignore" },
  );
  return {
    key: readFileSync(join(dir, "key.pem"), "utf8"),
    cert: readFileSync(join(dir, "cert.pem"), "utf8"),
  };
}

beforeAll(async () => {
  const handler = (req: IncomingMessage, res: import("node:http").ServerResponse) => {
    seen.push(sourceOf(req));
    res.end(`hello ${sourceOf(req)} ${req.headers.host}`);
  };
  plain = createHttpServer(handler);
  const tls = certificate();
  secure = createHttpsServer(tls, handler);
  tunnelTls.ca = tls.cert;
  [plainPort, securePort] = await Promise.all([listenOn(plain), listenOn(secure)]);
  httpProxy = await startHttpProxy("127.0.0.2", { username: "u:1", password: "p@ss" });
  socksProxy = await startSocksProxy("127.0.0.3", { username: "user", password: "secret" });
  egresses = buildEgresses(parseProxyList(`${httpProxy.url}, ${socksProxy.url}`), true, SECRET);
});

afterEach(() => {
  seen.length = 0;
  httpProxy.targets.length = 0;
  socksProxy.targets.length = 0;
  setMediaLookup(undefined);
});

afterAll(async () => {
  delete tunnelTls.ca;
  await closeAgents();
  await Promise.all([httpProxy?.close(), socksProxy?.close()]);
  await Promise.all(
    [plain, secure].map((s) => new Promise((resolve) => s?.close(() => resolve(undefined)))),
  );
});

/** The platform's names resolve to `address` (as a hostile or test DNS answer would). */
function resolveTo(address: string): void {
  setMediaLookup((_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family: 4 }]);
    else callback(null, address, 4);
  });
}

async function ask(url: string, egress: Egress, allowPrivate: boolean): Promise<string> {
  const config = configure({ MEDIA_ALLOW_PRIVATE_HOSTS: String(allowPrivate) });
  const response = await upstreamRequest(url, {
    policy: new UpstreamPolicy(config).scoped({ platform: "instagram" }),
    egress,
    signal: AbortSignal.timeout(5000),
  });
  return readText(response.body);
}

/** How a request failed, as the resolver names it for logs (the code, never the URL). */
async function failureOf(pending: Promise<unknown>): Promise<string> {
  try {
    await pending;
  } catch (error) {
    return describeFailure(error);
  }
  return "answered";
}

describe("egresses", () => {
  it("leaves from each proxy's own address, and the proxies tunnel to the checked address", async () => {
    resolveTo("127.0.0.1");
    const url = `http://www.instagram.com:${plainPort}/api/graphql`;
    const [direct, http, socks] = egresses as [Egress, Egress, Egress];
    expect(await ask(url, direct, true)).toBe(`hello 127.0.0.1 www.instagram.com:${plainPort}`);
    expect(await ask(url, http, true)).toBe(`hello 127.0.0.2 www.instagram.com:${plainPort}`);
    expect(await ask(url, socks, true)).toBe(`hello 127.0.0.3 www.instagram.com:${plainPort}`);
    expect(seen).toEqual(["127.0.0.1", "127.0.0.2", "127.0.0.3"]);
    // The name never reaches a proxy: it is asked for the address we resolved and checked.
    expect(httpProxy.targets).toEqual([`127.0.0.1:${plainPort}`]);
    expect(socksProxy.targets).toEqual([`127.0.0.1:${plainPort}`]);
  });

  it("runs TLS end to end inside the tunnel, checking the platform's certificate by its name", async () => {
    resolveTo("127.0.0.1");
    const url = `https://www.instagram.com:${securePort}/`;
    const [, http, socks] = egresses as [Egress, Egress, Egress];
    expect(await ask(url, http, true)).toBe(`hello 127.0.0.2 www.instagram.com:${securePort}`);
    expect(await ask(url, socks, true)).toBe(`hello 127.0.0.3 www.instagram.com:${securePort}`);
    // A name the certificate does not cover fails the check, even though the address is the same.
    await expect(ask(`https://i.instagram.com:${securePort}/`, http, true)).rejects.toThrow();
  });

  it("refuses a platform name that resolves to a private address, before any proxy is asked", async () => {
    resolveTo("127.0.0.1");
    const url = `https://www.instagram.com/p/abc/`;
    for (const egress of egresses) {
      expect(await failureOf(ask(url, egress, false))).toBe("E_MEDIA_BLOCKED_ADDRESS");
    }
    expect(httpProxy.targets).toEqual([]);
    expect(socksProxy.targets).toEqual([]);
    expect(seen).toEqual([]);
  });

  it("refuses literal private addresses through a proxy as it does directly", async () => {
    const [, http, socks] = egresses as [Egress, Egress, Egress];
    for (const egress of [http, socks]) {
      expect(await failureOf(ask(`http://127.0.0.1:${plainPort}/`, egress, false))).toBe(
        "E_MEDIA_REFUSED",
      );
    }
    expect(seen).toEqual([]);
    expect([...httpProxy.targets, ...socksProxy.targets]).toEqual([]);
  });
});

describe("the address guard through a proxy", () => {
  let recorder: Server;
  let asked: string[] = [];
  let recorderUrl = "";

  beforeAll(async () => {
    // Plays a proxy that records what it is asked to tunnel to and refuses: the request never
    // leaves the machine, so the guarded (public-address) path can be checked end to end.
    recorder = createHttpServer((_req, res) => res.writeHead(405).end());
    recorder.on("connect", (req: IncomingMessage, socket) => {
      asked.push(req.url ?? "");
      socket.end("HTTP/1.1 403 Forbidden\r\n\r\n");
    });
    recorderUrl = `http://127.0.0.4:${await new Promise<number>((resolve) =>
      recorder.listen(0, "127.0.0.4", () => resolve((recorder.address() as AddressInfo).port)),
    )}`;
  });
  afterAll(() => new Promise((resolve) => recorder.close(() => resolve(undefined))));

  it("asks the proxy for the public address it checked, never the name", async () => {
    asked = [];
    resolveTo("93.184.215.14");
    const [egress] = buildEgresses(parseProxyList(recorderUrl), false, SECRET) as [Egress];
    expect(await failureOf(ask("https://www.instagram.com/p/abc/", egress, false))).toBe(
      "E_MEDIA_PROXY",
    );
    expect(asked).toEqual(["93.184.215.14:443"]);
  });
});
