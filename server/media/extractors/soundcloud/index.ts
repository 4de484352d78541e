import {
  type LinkFollower,
  type PlatformClient,
  type PlatformExtractor,
  unreadable,
  Wall,
} from "../../client/index.js";
import { MediaError, type MediaReason } from "../../errors.js";
import { isRecord, num, str } from "../../json-fields.js";
import type { MediaCandidate } from "../../lookup.js";
import {
  type SoundcloudLink,
  type SoundcloudShortLink,
  soundcloudPath,
} from "../../platforms/soundcloud/links.js";
import { soundcloudSettings } from "../../platforms/soundcloud/settings.js";
import { CLIENT_ID_MEMO, clientId, configuredClientId } from "./client-id.js";
import { streamCandidate } from "./stream.js";

type Json = Record<string, unknown>;

/** A set's tracks read at most (each costs a request for its stream): the first fifty, in order. */
export const MAX_SET_TRACKS = 50;
/** Tracks asked for in one `/tracks?ids=` request (the web app asks fifty at most). */
const IDS_PER_REQUEST = 50;
/** Tracks whose streams are asked for at once. */
const AT_ONCE = 4;

/** `on.soundcloud.com/<code>`: its redirect, accepted only when it names a track or a set. */
export const followSoundcloudShort: LinkFollower<SoundcloudShortLink, SoundcloudLink> = (
  link,
  client,
) => {
  const { shortOrigin, userAgent } = soundcloudSettings.of(client.config);
  return client.follow(`${shortOrigin}/${link.code}`, (target) => soundcloudPath(target.pathname), {
    headers: { "user-agent": userAgent },
  });
};

/**
 * One request of SoundCloud's API with the public `client_id`. A 401 or 403 to an id read from
 * the site may say the site rotated it (yt-dlp reads it again then): the id is dropped and read
 * again once; a second refusal is the answer's wall.
 */
export async function api(
  client: PlatformClient,
  target: string,
  query: Record<string, string> = {},
) {
  const { userAgent } = soundcloudSettings.of(client.config);
  for (let attempt = 0; ; attempt++) {
    const id = await clientId(client);
    const url = new URL(target);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    url.searchParams.set("client_id", id);
    try {
      return await client.json(url, { headers: { "user-agent": userAgent } });
    } catch (error) {
      if (attempt > 0 || !(error instanceof Wall) || configuredClientId(client)) throw error;
      client.forget(CLIENT_ID_MEMO, id);
      // The site still carries the same id: the refusal is the answer's, not the id's.
      if ((await clientId(client)) === id) throw error;
    }
  }
}

export function records(value: unknown): Json[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/** A transcoding that is encrypted (DRM: `ctr-`/`cbc-encrypted-hls`, `encrypted-hls`). */
const encrypted = (t: Json) =>
  /encrypted/.test(str(isRecord(t.format) ? t.format.protocol : "") ?? "");
const protocolOf = (t: Json) => str(isRecord(t.format) ? t.format.protocol : undefined) ?? "";
const presetOf = (t: Json) => str(t.preset) ?? "";

/**
 * Why a track gives nothing a visitor would want: a Go+ preview (cobalt's `content.paid`), a
 * country it is blocked in, or streams we cannot read.
 */
function refusalOf(track: Json, transcodings: Json[]): MediaError {
  if (track.policy === "BLOCK") return new MediaError("geo_blocked");
  if (track.policy === "SNIP" || transcodings.some((t) => t.snipped === true)) {
    return new MediaError("login_required", "preview_only");
  }
  if (transcodings.some(encrypted)) return new MediaError("unsupported_link", "drm_protected");
  return new MediaError("not_found", "no_sound");
}

/**
 * The track's stream, in the brief's order: the progressive MP3 where it is offered (relayed as
 * it is), else an HLS stream of AAC, then Opus, then MP3 (converted by the segment relay); never
 * a snipped preview, an encrypted stream or the broken `abr` presets yt-dlp skips.
 */
function chooseTranscoding(transcodings: Json[]): Json | undefined {
  const usable = transcodings.filter(
    (t) => str(t.url) && t.snipped !== true && !encrypted(t) && !presetOf(t).startsWith("abr"),
  );
  const progressive = (p: string) =>
    usable.find((t) => protocolOf(t) === "progressive" && presetOf(t).startsWith(p));
  const hls = (p: string) =>
    usable.find((t) => protocolOf(t) === "hls" && presetOf(t).startsWith(p));
  return progressive("mp3") ?? hls("aac") ?? hls("opus") ?? hls("mp3") ?? usable[0];
}

/**
 * `hq` transcodings are Go+ subscribers' (yt-dlp marks them premium): asked without an account
 * they are refused, so the listener's own (`sq`) come first.
 */
function chooseFor(transcodings: Json[]): Json | undefined {
  const standard = transcodings.filter((t) => t.quality !== "hq");
  return chooseTranscoding(standard) ?? chooseTranscoding(transcodings);
}

/**
 * Why a track listed in a set cannot be downloaded, read from its listing as `trackCandidate`
 * would refuse it (blocked, a Go+ preview, DRM, no stream), or undefined when it can.
 */
export function unavailableReason(track: Json): MediaReason | undefined {
  const transcodings = records(isRecord(track.media) ? track.media.transcodings : undefined);
  if (track.policy === "BLOCK") return "region_blocked";
  if (chooseFor(transcodings)) return undefined;
  const refusal = refusalOf(track, transcodings);
  return refusal.reason ?? "no_sound";
}

export function artworkOf(track: Json): string | undefined {
  const art = str(track.artwork_url) ?? str(isRecord(track.user) ? track.user.avatar_url : "");
  // cobalt asks for the large cover; 500 pixels is one every track has.
  return art?.replace(/-large\.(jpg|png)/, "-t500x500.$1");
}

/** One track as a sound file, or why not. */
async function trackCandidate(
  client: PlatformClient,
  track: Json,
  secret: string | undefined,
): Promise<MediaCandidate> {
  const transcodings = records(isRecord(track.media) ? track.media.transcodings : undefined);
  if (track.policy === "BLOCK") throw refusalOf(track, transcodings);
  const chosen = chooseFor(transcodings);
  if (!chosen) throw refusalOf(track, transcodings);
  const query: Record<string, string> = {};
  const authorization = str(track.track_authorization);
  if (authorization) query.track_authorization = authorization;
  if (secret) query.secret_token = secret;
  const answer = await api(client, str(chosen.url) as string, query);
  const url = isRecord(answer) ? str(answer.url) : undefined;
  if (!url || !URL.canParse(url)) throw unreadable("no stream URL");
  const thumbnail = artworkOf(track);
  if (protocolOf(chosen) === "progressive") {
    const mp3 = presetOf(chosen).startsWith("mp3");
    return {
      type: "audio",
      url,
      ...(mp3 ? { ext: "mp3", mp3: true } : {}),
      ...(thumbnail ? { thumbnail } : {}),
    };
  }
  return streamCandidate(client, url, thumbnail);
}

/**
 * The tracks `ids` name, asked `/tracks?ids=` fifty at a time with the set's id (and a private
 * set's secret), as the web app and yt-dlp 81ecd58b (`_extract_set`) ask for a set's stubs.
 */
export async function tracksByIds(
  client: PlatformClient,
  ids: number[],
  set: Json,
  secret: string | undefined,
): Promise<Map<number, Json>> {
  const { apiOrigin } = soundcloudSettings.of(client.config);
  const fetched = new Map<number, Json>();
  for (let i = 0; i < ids.length; i += IDS_PER_REQUEST) {
    const chunk = ids.slice(i, i + IDS_PER_REQUEST);
    const query: Record<string, string> = { ids: chunk.join(",") };
    const setId = num(set.id);
    if (setId !== undefined) query.playlistId = String(setId);
    if (secret) query.playlistSecretToken = secret;
    const answer = await api(client, `${apiOrigin}/tracks`, query);
    for (const track of records(answer)) {
      const id = num(track.id);
      if (id !== undefined) fetched.set(id, track);
    }
  }
  return fetched;
}

/** `listed` in order, the ones the set answer left as stubs (only an id) asked for. */
export async function filledTracks(
  client: PlatformClient,
  listed: Json[],
  set: Json,
  secret: string | undefined,
): Promise<Json[]> {
  const ids = listed
    .filter((t) => !isRecord(t.media))
    .map((t) => num(t.id))
    .filter((id): id is number => id !== undefined);
  const fetched = await tracksByIds(client, ids, set, secret);
  return listed
    .map((t) => (isRecord(t.media) ? t : fetched.get(num(t.id) ?? -1)))
    .filter((t): t is Json => t !== undefined);
}

/** A set's first tracks in order (a set pasted on the single-link path). */
function setTracks(client: PlatformClient, set: Json, secret: string | undefined) {
  return filledTracks(client, records(set.tracks).slice(0, MAX_SET_TRACKS), set, secret);
}

/** Every track of a set that gives a sound, in order; a set of none says why its first would not. */
async function setCandidates(
  client: PlatformClient,
  set: Json,
  secret: string | undefined,
): Promise<MediaCandidate[]> {
  const tracks = await setTracks(client, set, secret);
  if (tracks.length === 0) throw new MediaError("not_found", "no_sound");
  const found: MediaCandidate[] = [];
  let refused: MediaError | undefined;
  for (let i = 0; i < tracks.length; i += AT_ONCE) {
    const answers = await Promise.allSettled(
      // Private sets give their tracks' streams with the set's secret.
      tracks.slice(i, i + AT_ONCE).map((track) => trackCandidate(client, track, secret)),
    );
    for (const answer of answers) {
      if (answer.status === "fulfilled") found.push(answer.value);
      else if (answer.reason instanceof MediaError && isAboutTheTrack(answer.reason)) {
        refused ??= answer.reason;
      } else throw answer.reason;
    }
  }
  if (found.length === 0) throw refused ?? new MediaError("not_found", "no_sound");
  return found;
}

/** A track's own refusal (a preview, a country, DRM), left out of its set rather than failing it. */
function isAboutTheTrack(error: MediaError): boolean {
  return (
    error.code === "geo_blocked" ||
    (error.code === "login_required" && !(error instanceof Wall)) ||
    error.code === "unsupported_link" ||
    (error.code === "not_found" && error.reason === "no_sound")
  );
}

/** What `/resolve?url=` names: a track, a set (`playlist`), a user. */
export async function resolveLink(client: PlatformClient, url: string): Promise<Json> {
  const { apiOrigin } = soundcloudSettings.of(client.config);
  const resolved = await api(client, `${apiOrigin}/resolve`, { url });
  if (!isRecord(resolved)) throw unreadable("not an object");
  return resolved;
}

export const soundcloudExtractor: PlatformExtractor<SoundcloudLink, SoundcloudShortLink> = {
  /**
   * The built-in SoundCloud extractor: the link resolved by the API (`/resolve?url=`, as cobalt
   * a636575b and yt-dlp 81ecd58b ask), a track's stream URL from its chosen transcoding, a set's
   * tracks in order (each a sound file; 'Download all' on the post screen). The kind asked changes
   * nothing: SoundCloud has only sound. Why: docs/decisions/077-soundcloud.md
   */
  extract: async (link, _kind, client) => {
    // Short links were followed by the core before this runs.
    if (link.type === "short") throw new MediaError("unsupported_link");
    const resolved = await resolveLink(client, link.url);
    if (resolved.kind === "track") return [await trackCandidate(client, resolved, link.secret)];
    if (resolved.kind === "playlist") return setCandidates(client, resolved, link.secret);
    // A user, or anything else the resolver knows: nothing to download.
    throw new MediaError("not_found", "no_sound");
  },
  method: "api",
  indirect: { type: "short", step: "soundcloud.short", follow: followSoundcloudShort },
};
