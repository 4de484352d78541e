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

/**
 * Starts timing how long `text` stays on screen, in the browser's own clock: from the
 * mutation that shows it to the one that removes it (or the page being left). The spec's
 * delays (2 s, 3 s) are measured this way because the test process notices a message late on
 * a busy machine, and a late start would make a correct delay look short. The returned
 * function waits until the text is gone and answers the milliseconds it was shown.
 */
export async function timeOnScreen(page: Page, text: string): Promise<() => Promise<number>> {
  const key = `test:on-screen:${text}`;
  await page.evaluate(
    ({ key, text }) => {
      sessionStorage.removeItem(key);
      let shown: number | undefined;
      let done = false;
      const note = (gone?: number) => sessionStorage.setItem(key, JSON.stringify({ shown, gone }));
      const finish = () => {
        if (shown === undefined || done) return;
        done = true;
        note(Date.now());
        observer.disconnect();
      };
      const check = () => {
        const visible = document.body.textContent?.includes(text) === true;
        if (visible && shown === undefined) {
          shown = Date.now();
          note();
        } else if (!visible) finish();
      };
      const observer = new MutationObserver(check);
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      addEventListener("pagehide", finish, { once: true });
    },
    { key, text },
  );
  return async () => {
    const read = async () => {
      const raw = await page.evaluate((key) => sessionStorage.getItem(key), key);
      const times = raw ? (JSON.parse(raw) as { shown?: number; gone?: number }) : {};
      return times.shown !== undefined && times.gone !== undefined
        ? times.gone - times.shown
        : null;
    };
    for (let waited = 0; waited < 10_000; waited += 100) {
      const shownFor = await read();
      if (shownFor !== null) return shownFor;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`"${text}" was not shown and removed within 10 s`);
  };
}
