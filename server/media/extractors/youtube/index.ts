import { Innertube, Log } from "youtubei.js";
import { MediaError } from "../../errors.js";
import type { Kind, YoutubeLink } from "../../links.js";
import type { MediaCandidate, ProviderContext } from "../../providers/types.js";
import { toMediaError } from "../../upstream/failures.js";
import { policyFetch } from "./transport.js";

// The library's own warnings may quote answers about a visitor's video: keep them out of logs.
Log.setLevel(Log.Level.NONE);

/** Clients whose answers carry plain format URLs, so no player JavaScript is needed. */
const CLIENTS = ["ANDROID_VR", "IOS"] as const;

type Info = Awaited<ReturnType<Innertube["getBasicInfo"]>>;

function playable(info: Info): void {
  const status = info.playability_status?.status;
  if (!status || status === "OK") return;
  const reason = `${info.playability_status?.reason ?? ""}`.toLowerCase();
  if (reason.includes("private")) throw new MediaError("private", "This video is private.");
  if (status === "LOGIN_REQUIRED") {
    throw new MediaError(
      "login_required",
      "This video can only be watched when signed in to YouTube.",
    );
  }
  if (status === "LIVE_STREAM_OFFLINE")
    throw new MediaError("not_found", "This live stream has not started.");
  throw new MediaError("not_found", "This video is unavailable.");
}

async function candidatesFrom(info: Info, kind: Kind): Promise<MediaCandidate[]> {
  const thumbs = info.basic_info.thumbnail ?? [];
  const thumbnail = [...thumbs].sort((a, b) => b.width - a.width)[0]?.url;
  const extra = thumbnail ? { thumbnail } : {};
  if (kind === "audio") {
    const format = info.chooseFormat({ type: "audio", quality: "best", format: "mp4" });
    const url = await format.decipher(undefined);
    if (!url) throw new MediaError("upstream_failed");
    return [{ type: "audio", url, ext: "m4a", ...extra }];
  }
  const format = info.chooseFormat({ type: "video+audio", quality: "best", format: "mp4" });
  const url = await format.decipher(undefined);
  if (!url) throw new MediaError("upstream_failed");
  const candidate: MediaCandidate = { type: "video", url, ext: "mp4", ...extra };
  if (format.width && format.height)
    Object.assign(candidate, { width: format.width, height: format.height });
  return [candidate];
}

/** The built-in YouTube extractor: muxed MP4 where offered, the audio-only stream for audio. */
export async function youtubeResolve(
  link: YoutubeLink,
  kind: Kind,
  { policy, signal }: ProviderContext,
): Promise<MediaCandidate[]> {
  let yt: Innertube;
  try {
    yt = await Innertube.create({
      fetch: policyFetch(policy, signal) as typeof fetch,
      retrieve_player: false,
      generate_session_locally: true,
      retrieve_innertube_config: false,
    });
  } catch (error) {
    throw toMediaError(error);
  }
  let last: MediaError = new MediaError("upstream_failed");
  for (const client of CLIENTS) {
    let info: Info;
    try {
      info = await yt.getBasicInfo(link.id, { client });
    } catch (error) {
      // youtubei.js throws for playability ERROR (removed, never existed) with the status attached.
      const info = (error as { info?: { status?: string } }).info;
      if (info?.status === "ERROR") throw new MediaError("not_found", "This video is unavailable.");
      last = toMediaError(error);
      if (last.code === "timeout") throw last;
      continue;
    }
    playable(info);
    if (info.basic_info.is_live || info.basic_info.is_upcoming) {
      throw new MediaError(
        "unsupported_link",
        "Live streams can be downloaded once they have ended.",
      );
    }
    try {
      return await candidatesFrom(info, kind);
    } catch (error) {
      // This client offered no usable format (e.g. only ciphered ones): try the next.
      last = error instanceof MediaError ? error : new MediaError("upstream_failed");
    }
  }
  throw last;
}
