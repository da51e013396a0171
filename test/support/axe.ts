// axe-core run inside a page of a browser test: the violations a player would stumble on.

import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  impact: string | null;
  /** The first few elements at fault, as axe names them. */
  targets: string[];
}

/**
 * Runs axe-core over the whole page; returns its serious and critical violations. The rules whose
 * every check is rated minor or moderate are left out: a violation is rated as the highest of its
 * failed checks, so such a rule can only report what is filtered out here, and leaving them out
 * roughly halves a run (measured on the score, cards and rules pages: 107-169 -> 63-73 ms, 251-322 ->
 * 140-150 ms, 360-513 -> 205-323 ms). A rule whose rating cannot be read is run.
 */
export async function findSeriousViolations(page: Page): Promise<AxeViolation[]> {
  // axe-core is half a megabyte of script to compile: once per document, not once per check (a
  // page checked again after a click still has it; a navigation or reload loads it again).
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    type Check = string | { id: string };
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown }[] }[] }>;
          _audit?: {
            rules?: { id: string; any?: Check[]; all?: Check[]; none?: Check[] }[];
            data?: { checks?: Record<string, { impact?: string }> };
          };
        };
      }
    ).axe;
    const serious = new Set(['serious', 'critical']);
    const mild = new Set(['minor', 'moderate']);
    const checks = axe._audit?.data?.checks ?? {};
    const rules: Record<string, { enabled: false }> = {};
    for (const rule of axe._audit?.rules ?? []) {
      const ratings = [...(rule.any ?? []), ...(rule.all ?? []), ...(rule.none ?? [])].map(
        (check) => checks[typeof check === 'string' ? check : check.id]?.impact,
      );
      if (ratings.length > 0 && ratings.every((rating) => rating !== undefined && mild.has(rating)))
        rules[rule.id] = { enabled: false };
    }
    const result = await axe.run(document, { resultTypes: ['violations'], rules });
    return result.violations
      .filter((v) => v.impact !== null && serious.has(v.impact))
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        targets: v.nodes.map((n) => JSON.stringify(n.target)).slice(0, 5),
      }));
  });
}
