import { usePlatformsApp } from "../../test-support/app/use-platforms-app.js";

/**
 * The one app of the test file that imports this folder's modules (e2e/platforms.test.ts or
 * e2e/platforms-more.test.ts: each file has its own), which every platform module declares
 * its stand-in on (`platforms.standIn`) and opens its pages in (`app`).
 */
export const platforms = usePlatformsApp();
export const app = platforms.app;
