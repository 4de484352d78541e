import { z } from "zod";
import { declareSettings, httpUrl, variable, withoutTrailingSlash } from "../../../config.js";

/** A header value: one line of printable text. */
const headerValue = z
  .string()
  .max(512, "must be at most 512 characters")
  .regex(/^[\x20-\x7e]+$/, "must be one line of printable ASCII");

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
export const vkSettings = declareSettings(
  "vk",
  {
    VK_AUTH_ORIGIN: variable(httpUrl, "https://api.vk.ru"),
    VK_API_ORIGIN: variable(httpUrl, "https://api.vkvideo.ru"),
    VK_CLIENT_ID: variable(z.string().regex(/^\d{1,12}$/, "must be a VK app id"), "51552953"),
    VK_CLIENT_SECRET: variable(
      z.string().regex(/^[0-9A-Za-z]{8,64}$/, "must be the app's public secret"),
      "qgr0yWwXCrsxA1jnRtRX",
    ),
    VK_API_VERSION: variable(
      z.string().regex(/^\d{1,2}\.\d{1,4}$/, "must be an API version (5.274)"),
      "5.274",
    ),
    VK_USER_AGENT: variable(headerValue, VK_APP_AGENT),
    /** cobalt's test video. */
    VK_PROBE_URL: variable(httpUrl, "https://vk.com/video-57274055_456239399"),
  },
  (env) => ({
    authOrigin: withoutTrailingSlash(env.VK_AUTH_ORIGIN),
    apiOrigin: withoutTrailingSlash(env.VK_API_ORIGIN),
    clientId: env.VK_CLIENT_ID,
    clientSecret: env.VK_CLIENT_SECRET,
    apiVersion: env.VK_API_VERSION,
    userAgent: env.VK_USER_AGENT,
    /** Why: docs/decisions/059-platform-client.md */
    probeUrl: env.VK_PROBE_URL,
  }),
);

export type VkSettings = ReturnType<typeof vkSettings.of>;

/** What VK's app sends its video CDN (cobalt's stream headers). */
export const VK_STREAM_HEADERS = { "user-agent": VK_APP_AGENT } as const;
