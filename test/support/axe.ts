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

/** Runs axe-core over the whole page; returns its serious and critical violations. */
export async function findSeriousViolations(page: Page): Promise<AxeViolation[]> {
  // axe-core is half a megabyte of script to compile: once per document, not once per check (a
  // page checked again after a click still has it; a navigation or reload loads it again).
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.map((n) => JSON.stringify(n.target)).slice(0, 5),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
