// axe-core for the journeys, in one place: injected as an inline script (the page must be opened
// with `bypassCSP`, since the pages' Content-Security-Policy forbids inline scripts), run on the
// whole document or on the elements a selector names, once running transitions have ended.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The longest a journey waits for running animations before axe judges the page anyway. */
const SETTLE_MS = 2000;

/**
 * axe-core's violations on the page, or inside the first element each selector finds, one line
 * each (rule, impact, help, the first nodes). Colours are judged after finite animations have
 * finished (a dialog rising from transparent reads as low contrast mid-fade); infinite ones (a
 * spinner) are not waited for.
 */
export async function axeViolations(page: Page, scope?: string | string[]): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(
    async ({ selectors, settleMs }) => {
      const finite = document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? 0));
      await Promise.race([
        Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, settleMs)),
      ]);
      type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };
      const axe = (
        window as unknown as { axe: { run: (context: unknown) => Promise<{ violations: Violation[] }> } }
      ).axe;
      const context = selectors
        ? selectors.map((selector) => {
            const element = document.querySelector(selector);
            if (!element) throw new Error(`axe: nothing matches ${selector}`);
            return element;
          })
        : document;
      const { violations } = await axe.run(
        Array.isArray(context) ? (context.length === 1 ? context[0] : { include: context }) : context,
      );
      return violations.map((v) => {
        const shown = v.nodes.slice(0, 5).map((n) => n.target.join(' '));
        const more = v.nodes.length > 5 ? ` and ${v.nodes.length - 5} more` : '';
        return `${v.id} (${v.impact}): ${v.help} — ${shown.join(' | ')}${more}`;
      });
    },
    { selectors: scope === undefined ? null : Array.isArray(scope) ? scope : [scope], settleMs: SETTLE_MS },
  );
}
