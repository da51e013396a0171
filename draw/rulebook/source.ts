// The rulebook's one source: the Handlebars-over-Markdown template filled from the view model,
// then parsed into blocks for the PDF and HTML renderers. Template mistakes are input errors.

import Handlebars from 'handlebars';
import { InputError } from '../../lib/input-error.ts';
import { escapeMarkdown, MarkdownError, parseMarkdown, type Block } from './markdown.ts';
import type { RulebookModel } from './view-model.ts';
import { RULE_SECTIONS, type RuleFacts, writeRuleTexts } from '../rule-text.ts';

/** The directives a template may use, and whether each takes an argument. */
export const DIRECTIVES: Record<string, (arg: string, model: RulebookModel) => string | null> = {
  'card-samples': (arg) => (arg === '' ? null : 'takes no argument'),
  'icon-table': (arg) => (arg === '' || arg === 'compact' ? null : 'takes nothing or "compact"'),
  'card-list': (arg) => (arg === '' ? null : 'takes no argument'),
  'score-sheet': (arg) => (arg === '' ? null : 'takes no argument'),
  'card-anatomy': (arg) => (arg === '' ? null : 'takes no argument'),
  'setup-diagram': (arg) => (arg === '' ? null : 'takes no argument'),
  contents: (arg) => (arg === '' ? null : 'takes no argument'),
  'page-break': (arg) => (arg === '' ? null : 'takes no argument'),
  example: (arg, model) =>
    model.positions.some((p) => p.id === arg)
      ? null
      : `names no example "${arg}" (there are ${model.positions.map((p) => p.id).join(', ')})`,
};

/**
 * Deck text (names, description) escaped so that a "*" in a name stays a "*", on one line so that
 * a line break in a name cannot start a heading or a list (the template starts no line with a value).
 */
function escapeStrings(value: unknown): unknown {
  if (typeof value === 'string') return escapeMarkdown(value.replace(/\s+/g, ' '));
  if (Array.isArray(value)) return value.map(escapeStrings);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, escapeStrings(v)]));
  return value;
}

/**
 * The template's data: the model without the compiled rules and the raw positions, and the rule
 * sections the Play page's lessons share (`ruleText.placing` …), written from the escaped facts.
 */
export function templateContext(model: RulebookModel): unknown {
  const { rules: _rules, positions: _positions, ...rest } = model;
  const context = escapeStrings(rest) as Record<string, unknown>;
  const texts = writeRuleTexts(context.ruleFacts as RuleFacts, 'book');
  const ruleText = Object.fromEntries(
    RULE_SECTIONS.map((id) => [id.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()), texts[id].blocks.join('\n\n')]),
  );
  return { ...context, ruleText };
}

/** Fills the template and parses it; `place` names the template in error messages. */
export function renderRulebookSource(template: string, model: RulebookModel, place = 'rulebook template'): Block[] {
  let markdown: string;
  try {
    // strict: a misspelt field is an error, not a silent blank in a printed rulebook.
    markdown = Handlebars.compile(template, { noEscape: true, strict: true })(templateContext(model));
  } catch (error) {
    throw new InputError(place, `template error: ${(error as Error).message.split('\n')[0]}`);
  }
  let blocks: Block[];
  try {
    blocks = parseMarkdown(markdown);
  } catch (error) {
    if (error instanceof MarkdownError) throw new InputError(place, `Markdown after filling in, ${error.message}`);
    throw error;
  }
  const problems = blocks.flatMap((b) => {
    if (b.kind !== 'directive') return [];
    const check = DIRECTIVES[b.name];
    const message = check
      ? check(b.arg, model)
      : `unknown directive "::${b.name}" (known: ${Object.keys(DIRECTIVES).join(', ')})`;
    return message ? [{ path: `line ${b.line}`, message: `::${b.name} ${message}` }] : [];
  });
  if (problems.length > 0) throw new InputError(place, problems);
  return blocks;
}
