import { extname } from "node:path";
import mime from "mime-types";

/**
 * What a file is, read from its name or URL through the `mime-types` table. Only media
 * types pass: HTML, SVG or scripts must never be labelled as something we relay as is.
 */
const SAFE_MEDIA_TYPE = /^(video|audio)\/[\w.+-]+$|^image\/(jpeg|png|webp|gif|heic|heif|avif)$/;

export function isSafeMediaType(type: string): boolean {
  return SAFE_MEDIA_TYPE.test(type);
}

/** The path of a URL, or the text itself when it is a bare file name or not a URL. */
function pathOf(nameOrUrl: string): string {
  try {
    return new URL(nameOrUrl).pathname;
  } catch {
    return nameOrUrl;
  }
}

/** The media type a file name or URL path implies, if it is a media type at all. */
export function mediaTypeOf(nameOrUrl: string): string | undefined {
  const type = mime.lookup(pathOf(nameOrUrl));
  return type && isSafeMediaType(type) ? type : undefined;
}

/** Guesses what a file is from its URL or name when an answer does not say. */
export function kindOf(nameOrUrl: string): "video" | "photo" | "audio" | undefined {
  const type = mediaTypeOf(nameOrUrl);
  if (type?.startsWith("video/")) return "video";
  if (type?.startsWith("image/")) return "photo";
  if (type?.startsWith("audio/")) return "audio";
  return undefined;
}

/**
 * The extension a URL's own path gives (without the dot), when it names a media type;
 * `jpeg` is written `jpg` so every photo is named alike.
 * Why: docs/decisions/006-file-names.md
 */
export function extensionOf(nameOrUrl: string): string | undefined {
  if (!mediaTypeOf(nameOrUrl)) return undefined;
  const ext = extname(pathOf(nameOrUrl)).slice(1).toLowerCase();
  return ext === "jpeg" ? "jpg" : ext;
}
