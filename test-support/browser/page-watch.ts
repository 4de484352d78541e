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

const BROWSER_OWN = new Set(["/__manifest", "/favicon.svg", "/favicon.ico"]);

/**
 * Collects the requests a page sends from now on, for "without a request" assertions. React
 * Router's route discovery (`/__manifest`, for the links on screen) is left out: the
 * framework sends it on its own schedule, when the browser is idle, whatever the test does.
 * So are the downloader island's files, which the form's first use loads
 * (docs/decisions/027-fast-public-pages.md): code, not a lookup. The icon is the browser's
 * own, fetched when it gets round to it after the page loaded (a CI run saw it arrive
 * mid-test on a busy machine).
 */
export function watchRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (!BROWSER_OWN.has(path) && !path.startsWith("/assets/island-")) {
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
        // Rendered text: textContent would also read the page's JSON messages script.
        // biome-ignore lint/performance/useDomNodeTextContent: what the visitor sees is the point
        const visible = document.body.innerText.includes(text);
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

/**
 * Watches, in the page, the highest `aria-valuenow` any element matching `selector` shows from
 * now on. A progress bar can come and go before a test process on a busy machine gets to look
 * at it; the page itself sees every change. The returned function answers the highest value
 * seen (or null if no such element appeared).
 */
export async function highestValueSeen(
  page: Page,
  selector: string,
): Promise<() => Promise<number | null>> {
  const key = `__highest:${selector}`;
  await page.evaluate(
    ({ key, selector }) => {
      const store = window as unknown as Record<string, number | null>;
      store[key] = null;
      const check = () => {
        for (const element of document.querySelectorAll(selector)) {
          const value = Number(element.getAttribute("aria-valuenow"));
          if (Number.isFinite(value)) store[key] = Math.max(store[key] ?? value, value);
        }
      };
      check();
      new MutationObserver(check).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ["aria-valuenow"],
      });
    },
    { key, selector },
  );
  return () =>
    page.evaluate((key) => (window as unknown as Record<string, number | null>)[key] ?? null, key);
}
