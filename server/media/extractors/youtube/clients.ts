/**
 * The InnerTube clients we ask, in order, and how each is spoken to: VISIONOS (plain URLs,
 * every adaptive format, yt-dlp's and NewPipe's choice), ANDROID through the reel endpoint
 * (plain URLs, but only its muxed formats work without a PO token) and WEB (URLs
 * deciphered with the player script). Versions come from YOUTUBE_CLIENT_VERSIONS.
 * Why: docs/decisions/019-youtube-clients-and-muxing.md
 */
export type ClientName = "VISIONOS" | "ANDROID" | "WEB";

export interface ClientSpec {
  name: ClientName;
  /** X-YouTube-Client-Name */
  id: number;
  /** The answer comes from `reel/reel_item_watch` (wrapped) instead of `player`. */
  reel: boolean;
  /** Format URLs may be ciphered: the player script is needed (signatureTimestamp, s, n). */
  needsPlayer: boolean;
  /** Adaptive formats download without a PO token (else only muxed formats are offered). */
  adaptive: boolean;
  context: Record<string, string | number>;
  userAgent: string;
}

export function clientSpecs(versions: Record<ClientName, string>): ClientSpec[] {
  const android = versions.ANDROID;
  return [
    {
      name: "VISIONOS",
      id: 101,
      reel: false,
      needsPlayer: false,
      adaptive: true,
      context: {
        clientName: "VISIONOS",
        clientVersion: versions.VISIONOS,
        deviceMake: "Apple",
        deviceModel: "RealityDevice17,1",
        osName: "visionOS",
        osVersion: "26.5.23O471",
      },
      userAgent:
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 15_7_3) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/26.0 Safari/605.1.15",
    },
    {
      name: "ANDROID",
      id: 3,
      reel: true,
      needsPlayer: false,
      adaptive: false,
      context: {
        clientName: "ANDROID",
        clientVersion: android,
        androidSdkVersion: 36,
        osName: "Android",
        osVersion: "16",
      },
      userAgent: `com.google.android.youtube/${android} (Linux; U; Android 16) gzip`,
    },
    {
      name: "WEB",
      id: 1,
      reel: false,
      needsPlayer: true,
      adaptive: true,
      context: { clientName: "WEB", clientVersion: versions.WEB },
      userAgent:
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
    },
  ];
}
