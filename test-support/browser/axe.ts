import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

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

/** axe-core's violations on the page as it is now, with the run `options` axe takes. */
async function axeViolations(page: Page, options: object): Promise<AxeViolation[]> {
  // Evaluated through the debugging protocol, so the page's CSP does not block it.
  await page.evaluate(`${axeSource}\n;window.__axe = axe;`);
  return page.evaluate(async (runOptions) => {
    const w = window as unknown as {
      __axe: { run(ctx: Document, opts: object): Promise<{ violations: AxeViolation[] }> };
    };
    const result = await w.__axe.run(document, { ...runOptions, resultTypes: ["violations"] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  }, options);
}

const isSerious = (v: AxeViolation) => v.impact === "serious" || v.impact === "critical";

/** Serious and critical axe-core violations on the page as it is now. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  return (await axeViolations(page, {})).filter(isSerious);
}

/** Violations of the named axe-core rules, whatever their impact (e.g. heading-order). */
export function axeRuleViolations(page: Page, rules: string[]): Promise<AxeViolation[]> {
  return axeViolations(page, { runOnly: { type: "rule", values: rules } });
}

/** The rules a page's headings answer to: one `<h1>`, levels in order, none empty. */
const HEADING_RULES = ["heading-order", "page-has-heading-one", "empty-heading"];

/**
 * One axe-core run for what the suite asks of every page: its serious and critical
 * violations, and its headings' violations whatever their impact. One run instead of two
 * loads of the same page. Why: docs/decisions/070-a-suite-that-fits.md
 */
export async function auditPage(
  page: Page,
): Promise<{ serious: AxeViolation[]; headings: AxeViolation[] }> {
  const rules = Object.fromEntries(HEADING_RULES.map((id) => [id, { enabled: true }]));
  const violations = await axeViolations(page, { rules });
  return {
    serious: violations.filter(isSerious),
    headings: violations.filter((v) => HEADING_RULES.includes(v.id)),
  };
}
