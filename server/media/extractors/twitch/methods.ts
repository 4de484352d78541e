import type { PlatformClient } from "../../client/index.js";
import { MediaError } from "../../errors.js";
import { isRecord, num, str } from "../../json-fields.js";
import type { TwitchLink } from "../../platforms/twitch/links.js";
import { twitchSettings } from "../../platforms/twitch/settings.js";
import { askGql, unreadable } from "./gql.js";

/** One file of a clip, as GraphQL lists it. */
export interface ClipFile {
  height: number;
  fps?: number;
  sourceUrl: string;
}

/** What a method reads of a clip: its files, the token that opens them, a thumbnail. */
export interface ClipAnswer {
  files: ClipFile[];
  token: { signature: string; value: string };
  thumbnail?: string;
}

export interface ClipMethod {
  name: string;
  run(link: TwitchLink, client: PlatformClient): Promise<ClipAnswer>;
}

const persisted = (operationName: string, slug: string, sha256Hash: string) => ({
  operationName,
  variables: { slug },
  extensions: { persistedQuery: { version: 1, sha256Hash } },
});

/** The first answer of a batch (`[{data}]`), or the answer itself; GraphQL's errors are the method's. */
function dataOf(answer: unknown): Record<string, unknown> {
  const first = Array.isArray(answer) ? (answer[0] as unknown) : answer;
  if (!isRecord(first)) throw unreadable("no answer");
  const errors = first.errors;
  if (Array.isArray(errors) && errors.length > 0) {
    const said = isRecord(errors[0]) ? str(errors[0].message) : undefined;
    throw unreadable(`GraphQL: ${said ?? "error"}`.slice(0, 80));
  }
  if (!isRecord(first.data)) throw unreadable("no data");
  return first.data;
}

/** The clip of an answer; `clip: null` is a clip that does not exist (any more). */
function clipOf(answer: unknown): Record<string, unknown> {
  const data = dataOf(answer);
  if (data.clip === null) throw new MediaError("not_found", "clip_gone");
  if (!isRecord(data.clip)) throw unreadable("no clip");
  return data.clip;
}

function filesOf(qualities: unknown): ClipFile[] {
  if (!Array.isArray(qualities)) return [];
  return qualities.flatMap((q): ClipFile[] => {
    if (!isRecord(q)) return [];
    const sourceUrl = str(q.sourceURL);
    const height = Number(str(q.quality) ?? num(q.quality));
    if (!sourceUrl || !Number.isFinite(height) || height <= 0) return [];
    const fps = num(q.frameRate);
    return [{ height, sourceUrl, ...(fps ? { fps: Math.round(fps) } : {}) }];
  });
}

function tokenOf(clip: Record<string, unknown>): ClipAnswer["token"] {
  const token = clip.playbackAccessToken;
  const signature = isRecord(token) ? str(token.signature) : undefined;
  const value = isRecord(token) ? str(token.value) : undefined;
  if (!signature || !value) throw unreadable("no playback access token");
  return { signature, value };
}

/** yt-dlp's: the persisted `ShareClipRenderStatus`, files and token in one answer. */
const shareClip: ClipMethod = {
  name: "share_clip",
  async run(link, client) {
    const { shareClipHash } = twitchSettings.of(client.config);
    const clip = clipOf(
      await askGql([persisted("ShareClipRenderStatus", link.slug, shareClipHash)], client),
    );
    const assets = Array.isArray(clip.assets) ? clip.assets : [];
    // assets[0] is the landscape clip; assets[1], when there, its portrait crop.
    const landscape = isRecord(assets[0]) ? assets[0] : {};
    const files = filesOf(landscape.videoQualities ?? clip.videoQualities);
    if (files.length === 0) throw unreadable("no video qualities");
    const thumbnail = str(landscape.thumbnailURL) ?? str(clip.thumbnailURL);
    return { files, token: tokenOf(clip), ...(thumbnail ? { thumbnail } : {}) };
  },
};

/** cobalt's: a plain clip query for the files, then the persisted `VideoAccessToken_Clip`. */
const clipQuery: ClipMethod = {
  name: "clip_query",
  async run(link, client) {
    const { clipTokenHash } = twitchSettings.of(client.config);
    // The slug is checked by the link grammar (letters, digits, `_`, `-`): safe in the query.
    const query = `{ clip(slug: "${link.slug}") { broadcaster { login } createdAt curator { login } durationSeconds id medium: thumbnailURL(width: 480, height: 272) title videoQualities { quality frameRate sourceURL } } }`;
    const clip = clipOf(await askGql({ query }, client));
    const files = filesOf(clip.videoQualities);
    if (files.length === 0) throw unreadable("no video qualities");
    const token = tokenOf(
      clipOf(await askGql([persisted("VideoAccessToken_Clip", link.slug, clipTokenHash)], client)),
    );
    const thumbnail = str(clip.medium);
    return { files, token, ...(thumbnail ? { thumbnail } : {}) };
  },
};

/** The methods in the order they are tried. Why: docs/decisions/055-twitch-clips.md */
export const CLIP_METHODS: readonly ClipMethod[] = [shareClip, clipQuery];
