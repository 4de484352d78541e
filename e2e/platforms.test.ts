/**
 * Platforms' journeys on the downloader screens, in Chromium, against one app and the stand-ins
 * of the platforms this file's modules declare: one server start for several platforms rather
 * than one per platform, and two files (this one and e2e/platforms-more.test.ts) so that the
 * two halves run side by side. Each platform's tests are in e2e/platforms/<platform>.ts; a new
 * platform adds its module to the shorter file. The batch journeys read the stand-ins of
 * TikTok, X, Bluesky, Pinterest, Reddit and YouTube, so they stay in this file with them.
 * Why: docs/decisions/070-a-suite-that-fits.md
 */
import "./platforms/batch.js";
import "./platforms/bsky.js";
import "./platforms/pinterest.js";
import "./platforms/reddit.js";
import "./platforms/tiktok.js";
import "./platforms/twitter.js";
import "./platforms/youtube.js";
