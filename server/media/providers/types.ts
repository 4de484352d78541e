import type { Config } from "../../config.js";
import type { Kind, MediaLink } from "../links.js";
import type { UpstreamPolicy } from "../net.js";

/** One file a provider found, before it is turned into tunnel URLs. */
export interface MediaCandidate {
  type: "video" | "photo" | "audio";
  url: string;
  /** Headers the upstream needs (for example a cobalt tunnel's own). */
  headers?: Record<string, string>;
  thumbnail?: string;
  width?: number;
  height?: number;
  /** File extension when the URL does not tell (without the dot). */
  ext?: string;
  /** True when the file is already MP3 audio (cobalt converts for us). */
  mp3?: boolean;
}

export interface ProviderContext {
  config: Config;
  policy: UpstreamPolicy;
  signal: AbortSignal;
}

export interface ResolveInput {
  link: MediaLink;
  kind: Kind;
}

export interface Provider {
  name: string;
  supports(link: MediaLink): boolean;
  resolve(input: ResolveInput, context: ProviderContext): Promise<MediaCandidate[]>;
}

/** Guesses a media type from a URL's path when an answer does not say. */
export function typeFromUrl(url: string): "video" | "photo" | "audio" | undefined {
  let path = url;
  try {
    path = new URL(url).pathname;
  } catch {
    // keep the raw text
  }
  const ext = /\.([a-z0-9]{2,5})$/i.exec(path)?.[1]?.toLowerCase();
  if (!ext) return undefined;
  if (["mp4", "mov", "webm", "m4v"].includes(ext)) return "video";
  if (["jpg", "jpeg", "png", "webp", "heic", "gif", "avif"].includes(ext)) return "photo";
  if (["mp3", "m4a", "aac", "opus", "ogg"].includes(ext)) return "audio";
  return undefined;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function str(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

export function num(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}
