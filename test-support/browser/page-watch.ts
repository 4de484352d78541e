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
 * So are the downloader island's files, which the form's first use loads
 * (docs/decisions/027-fast-public-pages.md): code, not a lookup.
 */
export function watchRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path !== "/__manifest" && !path.startsWith("/assets/island-")) {
      requests.push(request.url());
    }
  });
  return requests;
}

/**
 * Watches for `text` in the page's rendered text: `shown` resolves when it appears, as told
 * through the console:
 * while the next document loads, the current one can no longer be queried from the test,
 * though the visitor still sees it (the blog's loading states, docs/decisions/027-fast-public-pages.md).
 */
export async function watchText(page: Page, text: string): Promise<{ shown: Promise<void> }> {
  const mark = `text shown: ${text}`;
  const shown = new Promise<void>((resolve) => {
    page.on("console", (message) => {
      if (message.text() === mark) resolve();
    });
  });
  await page.evaluate(
    ([wanted, note]) => {
      const observer = new MutationObserver(() => {
        // biome-ignore lint/performance/useDomNodeTextContent: what is shown, not what is hidden
        if (document.body.innerText.includes(wanted)) {
          observer.disconnect();
          console.log(note);
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    },
    [text, mark] as const,
  );
  return { shown };
}
