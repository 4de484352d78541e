/**
 * One platform's stand-in as the lookups bench and the cross-platform tests use it: a local
 * server (or several) answering as the platform does, the settings that point the app at it,
 * and links it answers for. Each platform's module in this folder exports one as `standIn`.
 */
export interface PlatformStandIn {
  /** The registry name of the platform (server/media/platforms/index.ts). */
  platform: string;
  /** Environment variables that point the app's extractor at the stand-in's origins. */
  env: Record<string, string>;
  /** Links the stand-in answers with media (the screen kind they are asked as). */
  links: { url: string; kind: "reel" | "story" | "post" | "audio"; items: number }[];
  /** Upstream requests answered so far (for calls-per-lookup figures). */
  requests(): number;
  close(): Promise<void>;
}

export type StartPlatformStandIn = () => Promise<PlatformStandIn>;
