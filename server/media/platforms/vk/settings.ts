import { z } from "zod";
import { platformSettings, setting } from "../platform-settings.js";

/**
 * The VK Video iOS app, as cobalt presents itself to the API and to the video CDN
 * (`vkClientAgent`). Why: docs/decisions/085-vk.md
 */
export const VK_APP_AGENT =
  "com.vk.vkvideo.prod/1955 (iPhone, iOS 16.7.15, iPhone10,4, Scale/2.0) SAK/1.135";

/**
 * The VK_* variables: where the anonymous token and the videos are asked, and the VK Video
 * app's public client id, secret and API version cobalt asks with (VK rotates them).
 * Why: docs/decisions/085-vk.md
 */
export const vkSettings = platformSettings("vk", {
  authOrigin: setting.origin("VK_AUTH_ORIGIN", "https://api.vk.ru"),
  apiOrigin: setting.origin("VK_API_ORIGIN", "https://api.vkvideo.ru"),
  clientId: setting(
    "VK_CLIENT_ID",
    z.string().regex(/^\d{1,12}$/, "must be a VK app id"),
    "51552953",
  ),
  clientSecret: setting(
    "VK_CLIENT_SECRET",
    z.string().regex(/^[0-9A-Za-z]{8,64}$/, "must be the app's public secret"),
    "qgr0yWwXCrsxA1jnRtRX",
  ),
  apiVersion: setting(
    "VK_API_VERSION",
    z.string().regex(/^\d{1,2}\.\d{1,4}$/, "must be an API version (5.274)"),
    "5.274",
  ),
  userAgent: setting.userAgent("VK_USER_AGENT", VK_APP_AGENT),
  /** cobalt's test video. */
  probeUrl: setting.probe("VK_PROBE_URL", "https://vk.com/video-57274055_456239399"),
});

export type VkSettings = ReturnType<typeof vkSettings.of>;

/** What VK's app sends its video CDN (cobalt's stream headers). */
export const VK_STREAM_HEADERS = { "user-agent": VK_APP_AGENT } as const;
