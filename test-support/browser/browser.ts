import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type Browser, chromium, type Page } from "playwright-core";

/** Debian's Chromium, with the flags that keep it off this machine's closed network. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Serious and critical axe-core violations on the page as it is now. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the debugging protocol, so the page's CSP does not block it.
  await page.evaluate(`${axeSource}\n;window.__axe = axe;`);
  const violations = await page.evaluate(async () => {
    const w = window as unknown as {
      __axe: { run(ctx: Document, opts: object): Promise<{ violations: AxeViolation[] }> };
    };
    const result = await w.__axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

/** Collects CSP violations and uncaught errors, which a test asserts to be empty. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`console: ${m.text()}`);
  });
  return errors;
}

/** Violations of the named axe-core rules, whatever their impact (e.g. heading-order). */
export async function axeRuleViolations(page: Page, rules: string[]): Promise<AxeViolation[]> {
  await page.evaluate(`${axeSource}\n;window.__axe = axe;`);
  return page.evaluate(async (ruleIds) => {
    const w = window as unknown as {
      __axe: { run(ctx: Document, opts: object): Promise<{ violations: AxeViolation[] }> };
    };
    const result = await w.__axe.run(document, {
      runOnly: { type: "rule", values: ruleIds },
      resultTypes: ["violations"],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  }, rules);
}
