/**
 * Every platform's journeys on the downloader screens, in Chromium, against one app and every
 * platform's stand-in: one server start for all of them rather than one per platform. Each
 * platform's tests are in e2e/platforms/<platform>.ts; a new platform adds its module here.
 * Why: docs/decisions/070-a-suite-that-fits.md
 */
import "./platforms/batch.js";
import "./platforms/bilibili.js";
import "./platforms/brief.js";
import "./platforms/bsky.js";
import "./platforms/dailymotion.js";
import "./platforms/facebook.js";
import "./platforms/newgrounds.js";
import "./platforms/pinterest.js";
import "./platforms/reddit.js";
import "./platforms/threads.js";
import "./platforms/tiktok.js";
import "./platforms/twitter.js";
import "./platforms/youtube.js";
