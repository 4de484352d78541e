/**
 * The other half of the platforms' journeys (e2e/platforms.test.ts says why there are two):
 * one app and the stand-ins of the platforms these modules declare.
 * Why: docs/decisions/070-a-suite-that-fits.md
 */
import "./platforms/bilibili.js";
import "./platforms/brief.js";
import "./platforms/dailymotion.js";
import "./platforms/facebook.js";
import "./platforms/newgrounds.js";
import "./platforms/threads.js";
