import express from "express";
import { Budget, mintedToken, sourceOf, Tally } from "./budgets.js";
import { listen, type Running } from "./http-server.js";
import {
  addPlayerRoutes,
  BOT_CHECK,
  mediaFileFor,
  recorded,
  type YoutubeMedia,
} from "./youtube.js";

/**
 * YouTube as a busy server meets it: any video id answers (the recorded VISIONOS answer
 * under that id), but each source address gets `addressBudget` player requests per window
 * and then "Sign in to confirm you're not a bot", unless the request carries a valid
 * proof-of-origin token for the video (`serviceIntegrityDimensions.poToken`). Stream URLs
 * are bound to the address that asked (`ip=`), as googlevideo binds them, and WEB's need a
 * `pot` bound to the visitor data the player request announced.
 */
export interface BusyYoutube extends Running {
  /** Player requests per source address, and those refused with the bot check. */
  seen: Tally;
  refused: Tally;
  /** Player requests that carried a valid PO token, per address. */
  withToken: Tally;
  /** Stream requests per source address, and those refused (wrong address, missing pot). */
  downloads: Tally;
  downloadsRefused: Tally;
}

type Json = Record<string, unknown>;

export async function startBusyYoutube(
  media: YoutubeMedia,
  options: { addressBudget?: number; windowMs?: number } = {},
): Promise<BusyYoutube> {
  const budget = new Budget(options.addressBudget ?? 8, options.windowMs ?? 60_000);
  const seen = new Tally();
  const refused = new Tally();
  const withToken = new Tally();
  const downloads = new Tally();
  const downloadsRefused = new Tally();
  const app = express();
  let origin = "";

  const answerFor = (videoId: string, client: string, address: string, visitor: string): Json => {
    const body = recorded("player-visionos-M4gD1WSo5mA.json", origin);
    const expire = String(Math.floor(Date.now() / 1000) + 6 * 3600);
    const text = JSON.stringify({
      ...body,
      videoDetails: { ...(body.videoDetails as Json), videoId },
    })
      .replace(/([?&])ip=[^&"]*/g, `$1ip=${encodeURIComponent(address)}`)
      .replace(/([?&])expire=\d+/g, `$1expire=${expire}`)
      .replace(
        /(\/gv\/videoplayback\?)/g,
        client === "WEB" ? `$1c=WEB&vd=${encodeURIComponent(visitor)}&` : "$1",
      );
    return JSON.parse(text) as Json;
  };

  const innertube = (reel: boolean) => (req: express.Request, res: express.Response) => {
    const body = req.body as Json;
    const context = (body.context as Json | undefined)?.client as Json | undefined;
    const request = (reel ? body.playerRequest : body) as Json | undefined;
    const videoId = String(request?.videoId ?? "");
    const address = sourceOf(req);
    seen.add(address);
    const token = (
      (request?.serviceIntegrityDimensions ?? body.serviceIntegrityDimensions) as Json | undefined
    )?.poToken;
    const valid = typeof token === "string" && token === mintedToken(videoId);
    if (valid) withToken.add(address);
    if (!valid && !budget.take(address)) {
      refused.add(address);
      res.json(reel ? { playerResponse: BOT_CHECK } : BOT_CHECK);
      return;
    }
    const visitor = String(context?.visitorData ?? req.get("x-goog-visitor-id") ?? "");
    const answer = answerFor(videoId, String(context?.clientName ?? ""), address, visitor);
    res.json(reel ? { playerResponse: answer } : answer);
  };
  app.post("/youtubei/v1/player", express.json({ limit: "1mb" }), innertube(false));
  app.post("/youtubei/v1/reel/reel_item_watch", express.json({ limit: "1mb" }), innertube(true));
  addPlayerRoutes(app, { status: 200 });
  app.get("/gv/videoplayback", (req, res) => {
    const q = req.query as Record<string, string | undefined>;
    const address = sourceOf(req);
    downloads.add(address);
    const bound = q.ip === address;
    const proven = q.c !== "WEB" || (q.vd !== undefined && q.pot === mintedToken(q.vd));
    if (!bound || !proven) {
      downloadsRefused.add(address);
      return void res.status(403).end();
    }
    const file = mediaFileFor(media, q);
    if (!file) return void res.status(404).end();
    res.sendFile(file, { headers: { "content-type": q.mime || "video/mp4" } });
  });
  app.get("/yt/vi/:id/:file", (_req, res) => {
    res.type("image/jpeg").send(Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
  });
  const running = await listen(app);
  origin = running.origin;
  return { ...running, seen, refused, withToken, downloads, downloadsRefused };
}
