import { randomBytes } from "node:crypto";
import express, { type Request, type Response } from "express";
import { idToShortcode } from "../../server/media/platforms/instagram/shortcode.js";
import { makeMp4 } from "../media-files.js";
import { Budget, sourceOf, Tally } from "./budgets.js";
import { listen, type Running } from "./http-server.js";
import { fixtureText, recordedItem } from "./instagram-fixtures.js";

/**
 * Instagram as a busy server meets it: any post code answers (a recorded reel under that
 * code, its CDN URLs valid for an hour), but logged-out visitors get `addressBudget`
 * requests per source address per window and then, in turn, 429 "Please wait a few minutes
 * before you try again." or a redirect to the login page; each session gets `sessionBudget`
 * requests per window and then 429. Sessions listed as logged out are sent to the login
 * page, challenged ones get `challenge_required`.
 */
export interface BusyInstagramOptions {
  addressBudget?: number;
  sessionBudget?: number;
  windowMs?: number;
  /** sessionid values that work. */
  sessions?: string[];
  loggedOut?: string[];
  challenged?: string[];
}

export interface BusyInstagram {
  web: Running;
  cdn: Running;
  /** Logged-out requests per source address, per `address endpoint`, and refusals per address. */
  seen: Tally;
  endpoints: Tally;
  refused: Tally;
  /** Requests per session (`session:<sessionid>`). */
  sessions: Tally;
  /** CDN requests per source address. */
  downloads: Tally;
  close(): Promise<void>;
}

const WAIT = { message: "Please wait a few minutes before you try again.", status: "fail" };

function cookieOf(req: Request, name: string): string | undefined {
  return new RegExp(`(?:^|;\\s*)${name}=([^;]+)`).exec(String(req.headers.cookie ?? ""))?.[1];
}

export async function startBusyInstagram(
  options: BusyInstagramOptions = {},
): Promise<BusyInstagram> {
  const windowMs = options.windowMs ?? 60_000;
  const perAddress = new Budget(options.addressBudget ?? 12, windowMs);
  const perSession = new Budget(options.sessionBudget ?? 30, windowMs);
  const seen = new Tally();
  const endpoints = new Tally();
  const refused = new Tally();
  const sessions = new Tally();
  const downloads = new Tally();
  const clipFile = makeMp4(1);

  const files = express();
  files.get(/^\/cdn\/.*/, (req, res) => {
    downloads.add(sourceOf(req));
    // As a CDN does: ranges answered 206.
    if (/\.mp4$/.test(req.path)) res.type("video/mp4").sendFile(clipFile);
    else res.type("image/jpeg").send(Buffer.from("\xff\xd8\xff\xe0 stand-in", "latin1"));
  });
  const cdn = await listen(files);
  const itemFor = (code: string) => {
    // The recorded URLs expired long ago: sign them for another hour, as the CDN would.
    const oe = Math.floor(Date.now() / 1000 + 3600)
      .toString(16)
      .toUpperCase();
    const item = recordedItem("mobile-media-info-reel-CrGkUHUL7_y.json", cdn.origin);
    const text = JSON.stringify({ ...item, code }).replace(/oe=[0-9A-Fa-f]+/g, `oe=${oe}`);
    return JSON.parse(text) as Record<string, unknown>;
  };

  const lsd = randomBytes(6).toString("base64url");
  const csrfTokens = new Set<string>();
  let turn = 0;
  /** Logged-out budget: false (and the refusal sent) when this address has spent it. */
  const loggedOut = (req: Request, res: Response, endpoint: string): boolean => {
    const address = sourceOf(req);
    seen.add(address);
    endpoints.add(`${address} ${endpoint}`);
    if (perAddress.take(address)) return true;
    refused.add(address);
    if (turn++ % 2 === 0) res.status(429).json(WAIT);
    else res.redirect(302, `/accounts/login/?next=${encodeURIComponent(req.originalUrl)}`);
    return false;
  };

  const ig = express();
  ig.get("/accounts/login/", (_req, res) => res.type("html").send("<html>Log in</html>"));
  ig.get("/", (req, res) => {
    if (!loggedOut(req, res, "home")) return;
    res.setHeader("set-cookie", [`mid=${randomBytes(8).toString("hex")}; Path=/; Secure`]);
    res.type("html").send(fixtureText("page-post-with-video.html").replaceAll("AVr3vGvlkM0", lsd));
  });
  ig.get("/api/v1/web/get_ruling_for_content/", (req, res) => {
    if (!loggedOut(req, res, "ruling")) return;
    const token = randomBytes(12).toString("hex");
    csrfTokens.add(token);
    res.setHeader("set-cookie", [`csrftoken=${token}; Path=/; Secure`]);
    res.json({ status: "ok" });
  });
  ig.post("/api/graphql", express.urlencoded({ extended: false }), (req, res) => {
    if (!loggedOut(req, res, "graphql")) return;
    const body = req.body as Record<string, string>;
    const csrf = req.get("x-csrftoken") ?? "";
    if (body.lsd !== lsd || !csrfTokens.has(csrf) || cookieOf(req, "csrftoken") !== csrf) {
      res.status(401).json({ status: "fail", message: "invalid token" });
      return;
    }
    const { media_id } = JSON.parse(body.variables ?? "{}") as { media_id?: string };
    const code = idToShortcode(String(media_id));
    res.json({ data: { xig_polaris_media: { if_not_gated_logged_out: itemFor(code) } } });
  });
  ig.get("/p/:code/", (req, res) => {
    if (!loggedOut(req, res, "page")) return;
    res.type("html").send(`<html><body>${req.params.code}</body></html>`);
  });
  ig.get("/api/v1/media/:id/info/", (req, res) => {
    const session = cookieOf(req, "sessionid");
    if (!session) {
      if (!loggedOut(req, res, "media_info")) return;
      res.status(403).json({ message: "login_required", status: "fail" });
      return;
    }
    sessions.add(`session:${session}`);
    if (options.loggedOut?.includes(session)) {
      res.redirect(302, "/accounts/login/?next=/api/v1/media/");
      return;
    }
    if (options.challenged?.includes(session)) {
      res.status(400).json({
        message: "challenge_required",
        challenge: { url: "https://i.instagram.com/challenge/", api_path: "/challenge/" },
        status: "fail",
      });
      return;
    }
    if (!options.sessions?.includes(session)) {
      res.status(403).json({ message: "login_required", status: "fail" });
      return;
    }
    if (!perSession.take(session)) {
      refused.add(`session:${session}`);
      res.status(429).json(WAIT);
      return;
    }
    res.json({ items: [itemFor(idToShortcode(req.params.id))], num_results: 1, status: "ok" });
  });
  const web = await listen(ig);
  return {
    web,
    cdn,
    seen,
    endpoints,
    refused,
    sessions,
    downloads,
    close: async () => {
      await Promise.all([web.close(), cdn.close()]);
    },
  };
}
