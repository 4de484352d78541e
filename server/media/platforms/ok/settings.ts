import { platformSettings, setting } from "../platform-settings.js";

/** The OK_* variables. Why: docs/decisions/084-ok.md */
export const okSettings = platformSettings("ok", {
  origin: setting.origin("OK_ORIGIN", "https://ok.ru"),
  userAgent: setting.userAgent("OK_USER_AGENT"),
  /** cobalt's test video. */
  probeUrl: setting.probe("OK_PROBE_URL", "https://ok.ru/video/7204071410346"),
});

export type OkSettings = ReturnType<typeof okSettings.of>;
