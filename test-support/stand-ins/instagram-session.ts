import type express from "express";
import type { Request } from "express";
import { shortcodeToId } from "../../server/media/platforms/instagram/shortcode.js";
import { fixtureText, type Json, recordedItem, rewriteCdn } from "./instagram-fixtures.js";

/**
 * The stand-in's endpoints that need an Instagram session (a `sessionid` cookie): the private
 * API's media info, the account lookup and `feed/reels_media` for stories and highlights,
 * and the share links' redirect. Story items are recorded mobile items given story ids; a
 * session's media info answers the logged-out table's posts too (`posted`).
 */
export const STORY_USER = { name: "storyteller", id: "8663171404" };
export const STORY_VIDEO = "2313478624923545316";
export const STORY_PHOTO = "2313478624923545317";
export const HIGHLIGHT = "18050908660174460";
/** A post only a session may see (Instagram answers "Not authorized to view user"). */
export const PRIVATE_POST = "CPv3UqsBFvh";
/** An account whose lookup Instagram answers with a bare 403. */
export const FORBIDDEN_USER = "walled_off";
/** The cookie the stand-in accepts as a live session. */
export const SESSION_COOKIE = "sessionid=abc123; csrftoken=tok";

function asStory(item: Json, pk: string): Json {
  return { ...item, pk, id: `${pk}_${STORY_USER.id}`, code: undefined, product_type: "story" };
}

export function addSessionRoutes(
  ig: express.Express,
  cdn: string,
  cookie: (req: Request, name: string) => string | undefined,
  posted: (id: string) => Json | undefined = () => undefined,
): void {
  const session = (req: Request) => cookie(req, "sessionid") === "abc123";
  const refuse = (res: express.Response) =>
    res.status(401).json({ message: "login_required", status: "fail", require_login: true });
  const timeline = () =>
    (
      JSON.parse(rewriteCdn(fixtureText("mobile-feed-timeline-2022.json"), cdn)) as {
        feed_items: { media_or_ad: Json }[];
      }
    ).feed_items.map((i) => i.media_or_ad);
  const mediaInfo: Record<string, string> = {
    [shortcodeToId("CAnqPB-Jzcj")]: "mobile-api-media.json",
    [shortcodeToId("B-NYjoGpQqC")]: "mobile-api-media-3.json",
  };

  ig.get("/api/v1/media/:id/info/", (req, res) => {
    const file = mediaInfo[req.params.id];
    const item = file ? undefined : posted(req.params.id);
    if (!session(req)) {
      res.status(403).json({ message: "login_required", status: "fail" });
    } else if (req.params.id === shortcodeToId(PRIVATE_POST)) {
      res.status(400).json({ message: "Not authorized to view user", status: "fail" });
    } else if (file) {
      res.type("json").send(rewriteCdn(fixtureText(file), cdn));
    } else if (item) {
      res.json({ items: [item], num_results: 1, status: "ok" });
    } else {
      res.status(400).json({ message: "Media not found or unavailable", status: "fail" });
    }
  });
  ig.get("/api/v1/users/web_profile_info/", (req, res) => {
    if (!session(req)) return void refuse(res);
    // A 403 that says nothing (no login wall, no challenge): what any visitor can provoke.
    if (req.query.username === FORBIDDEN_USER) return void res.status(403).json({ status: "fail" });
    if (req.query.username === STORY_USER.name) {
      res.json({ data: { user: { id: STORY_USER.id, username: STORY_USER.name } }, status: "ok" });
    } else {
      res.status(404).json({ data: { user: null }, status: "ok" });
    }
  });
  ig.get("/api/v1/feed/reels_media/", (req, res) => {
    if (!session(req)) return void refuse(res);
    const reelId = String(req.query.reel_ids);
    let items: Json[] = [];
    if (reelId === STORY_USER.id) {
      const photo = timeline().find((i) => i.code === "CcqwOyGvrNi") as Json;
      items = [
        asStory(recordedItem("mobile-api-media-2.json", cdn), STORY_VIDEO),
        asStory(photo, STORY_PHOTO),
      ];
    } else if (reelId === `highlight:${HIGHLIGHT}`) {
      items = timeline()
        .filter((i) => i.media_type === 1 || i.media_type === 2)
        .map((i, n) => asStory(i, `1805090866017446${n}`));
    }
    const reel = { id: reelId, items, user: { pk: STORY_USER.id, username: STORY_USER.name } };
    res.json({
      reels: items.length ? { [reelId]: reel } : {},
      reels_media: items.length ? [reel] : [],
      status: "ok",
    });
  });
  // Where each share link points: Instagram, or (hostile) another platform, a user-content host.
  const shared: Record<string, string> = {
    BAHxyz9Qk1: "https://www.instagram.com/reel/CAG3E8-A3wf/?igsh=MWQ1ZGUxMzBkMA==",
    BAHyoutube0: "https://www.youtube.com/watch?v=YE7VzlLtp-4",
    BAHusercont: "https://lh3.googleusercontent.com/reel/CAG3E8-A3wf/",
  };
  ig.get("/share/reel/:token/", (req, res) => {
    res.redirect(302, shared[req.params.token] ?? "https://evil.example/reel/CAG3E8-A3wf/");
  });
}
