import { AxeBuilder } from '@axe-core/playwright';
import type { Result } from 'axe-core';
import { expect } from 'vitest';
import { settled, type Page } from './browser';

/** WCAG 2.0 and 2.1, levels A and AA: the rules axe runs (issue #14: no serious or critical violation). */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const blocking = new Set(['serious', 'critical']);

export interface A11yCheck {
  /** Names the screen and its state in the failure ("generator, text tab, pl, dark"). */
  context: string;
  /** Only this part of the page (a CSS selector), e.g. an open dialog. */
  include?: string;
  /** Parts left out (CSS selectors); say why where it is called. */
  exclude?: string[];
}

const TARGETS_SHOWN = 3;

/** One line per violation: impact, rule id, its help text, the first elements, why the first one fails and its HTML. */
function describeViolation(v: Result): string {
  const targets = v.nodes.slice(0, TARGETS_SHOWN).map((n) => n.target.map(String).join(' >> '));
  const more = v.nodes.length > TARGETS_SHOWN ? ` (+${v.nodes.length - TARGETS_SHOWN} more)` : '';
  const first = v.nodes[0];
  const why = first?.failureSummary?.replace(/\s+/g, ' ').trim();
  const html = first?.html.replace(/\s+/g, ' ').slice(0, 300);
  return `${v.impact} ${v.id}: ${v.help} — ${targets.join(', ')}${more}${why ? ` — ${why}` : ''}${html ? ` — ${html}` : ''}`;
}

/** The serious and critical WCAG A/AA violations axe-core finds on the page as it is now (after its animations). */
export async function seriousA11yViolations(page: Page, { context, include, exclude = [] }: A11yCheck): Promise<string[]> {
  await settled(page);
  let builder = new AxeBuilder({ page }).withTags(wcagTags);
  if (include) builder = builder.include(include);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations.filter((v) => blocking.has(v.impact ?? '')).map((v) => `${context}: ${describeViolation(v)}`);
}

/** Fails listing each serious or critical WCAG A/AA violation (rule id, help, the first selectors). */
export async function expectNoSeriousA11yViolations(page: Page, check: A11yCheck): Promise<void> {
  expect(await seriousA11yViolations(page, check), `accessibility of ${check.context}`).toEqual([]);
}
