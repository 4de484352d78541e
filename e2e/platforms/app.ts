import { usePlatformsApp } from "../../test-support/app/use-platforms-app.js";

/**
 * The one app of e2e/platforms.test.ts, which every platform module of this folder declares
 * its stand-in on (`platforms.standIn`) and opens its pages in (`app`).
 */
export const platforms = usePlatformsApp();
export const app = platforms.app;
