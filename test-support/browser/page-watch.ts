import type { Page } from "playwright-core";

/** Collects CSP violations and uncaught errors, which a test asserts to be empty. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`console: ${m.text()}`);
  });
  return errors;
}

/**
 * Collects the requests a page sends from now on, for "without a request" assertions. React
 * Router's route discovery (`/__manifest`, for the links on screen) is left out: the
 * framework sends it on its own schedule, when the browser is idle, whatever the test does.
 */
export function watchRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname !== "/__manifest") requests.push(request.url());
  });
  return requests;
}
