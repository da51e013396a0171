// A deck's own card templates (deck file `look.templates`) are data from the deck folder: before
// one is used, its Handlebars is parsed and walked, and what it draws is read back. Each problem is
// a plain sentence that starts with the line it is on.

import Handlebars from 'handlebars';
import type { SvgCanvas } from './card-svg.ts';
import { TEMPLATE_HELPERS, TEMPLATE_PARTIALS } from './card-svg.ts';
import { fmt } from './hex-geometry.ts';
import { parseSvgTree, type SvgElement } from './svg-tokens.ts';

export type TemplateKind = 'face' | 'back' | 'shapes';

/** Block helpers a template may use: Handlebars' own, which only choose and repeat. */
const BLOCKS = new Set(['each', 'if', 'unless', 'with']);
/**
 * The fields a template is given (card-svg.ts's drawingOf, and the title and description added
 * there). A deck template that names another at its top level is refused: `xml` would print nothing.
 */
const DRAWING = ['width', 'height', 'transform', 'paths', 'art', 'texts', 'title'];
const FIELDS: Record<TemplateKind, readonly string[]> = {
  face: [...DRAWING, 'description'],
  back: DRAWING,
  shapes: [...DRAWING, 'description'],
};
/** The fields of each item of the drawing's lists (drawingOf); `art` items are left to art-view.ts, unchecked. */
const ITEM_FIELDS: Record<string, readonly string[]> = {
  paths: ['d', 'fill', 'stroke', 'strokeWidth'],
  texts: ['text', 'x', 'y', 'size', 'weight', 'fill', 'font'],
};

/** A context a template's names are looked up in: its name for messages and its fields, or null when unknown. */
type Context = { name: string; fields: readonly string[] } | null;
/** A template's AST is walked this deep at most; a deeper one is refused, not recursed into. */
const MAX_NESTING = 64;
/**
 * `each` inside `each` at most this deep: every level multiplies the output by a list's length (a
 * face has about a hundred paths), so deeper loops could draw gigabytes.
 */
const MAX_EACH = 2;

interface Node {
  type: string;
  loc?: { start: { line: number; column: number } };
  [key: string]: unknown;
}

const lineOf = (node: Node): string => `line ${node.loc?.start.line ?? '?'}`;
const nameOf = (path: unknown): string => String((path as { original?: unknown } | undefined)?.original ?? '?');

/** Everything wrong with a template's source: syntax, unescaped output, unknown helpers and partials. */
export function checkTemplateSource(source: string, kind: TemplateKind): string[] {
  let program: Node;
  try {
    program = Handlebars.parse(source) as unknown as Node;
  } catch (error) {
    // Handlebars says "Parse error on line N:" and shows the place.
    return [
      String((error as Error).message)
        .replace(/\n/g, ' ')
        .replace(/\s+/g, ' '),
    ];
  }
  const problems: string[] = [];
  const partials: readonly string[] = TEMPLATE_PARTIALS.filter((p) => !(kind === 'shapes' && p === 'card-shapes'));
  /** The context a path names: `../` climbs out of each and with (if and unless add none). */
  const contextOf = (value: Node, contexts: readonly Context[]): Context | undefined =>
    contexts[contexts.length - 1 - Number(value.depth ?? 0)];
  const checkParams = (node: Node, contexts: readonly Context[]): void => {
    for (const param of [...((node.params as Node[]) ?? []), ...(((node.hash as Node)?.pairs as Node[]) ?? [])]) {
      const value = (param.type === 'HashPair' ? param.value : param) as Node;
      if (value.type === 'SubExpression')
        problems.push(`${lineOf(value)}: (${nameOf(value.path)} …) is not allowed: a template only places values`);
      const parts = value.parts as string[] | undefined;
      const context = value.type === 'PathExpression' && !value.data ? contextOf(value, contexts) : null;
      // Names are checked where the context is known: the drawing, and each of its paths and texts.
      if (context && parts && parts.length > 0 && !context.fields.includes(parts[0]!))
        problems.push(
          `${lineOf(value)}: "${parts[0]}" is not a field of ${context.name} (the fields are ${context.fields.join(', ')})`,
        );
    }
  };
  /** The context inside `{{#each list}}`: a list of the drawing with known items, else unknown. */
  const itemsOf = (node: Node, contexts: readonly Context[]): Context => {
    const list = (node.params as Node[])[0];
    // `as |item|` names the item: a name of the template's own, not a field.
    if (((node.program as Node).blockParams as string[] | undefined)?.length) return null;
    const parts = list?.parts as string[] | undefined;
    if (list?.type !== 'PathExpression' || list.data || parts?.length !== 1) return null;
    const outer = contextOf(list, contexts);
    const fields = ITEM_FIELDS[parts[0]!];
    return outer?.name === "the card's drawing" && fields ? { name: `each of ${parts[0]}`, fields } : null;
  };
  const walk = (nodes: readonly Node[], depth: number, contexts: readonly Context[], loops: number): void => {
    if (depth > MAX_NESTING) {
      problems.push(`blocks are nested more than ${MAX_NESTING} deep`);
      return;
    }
    for (const node of nodes) {
      switch (node.type) {
        case 'ContentStatement':
        case 'CommentStatement':
          break;
        case 'MustacheStatement': {
          const name = nameOf(node.path);
          if (node.escaped === false)
            problems.push(
              `${lineOf(node)}: {{{${name}}}} (or {{&${name}}}) writes text unescaped; a deck template writes every value as {{xml ${name}}}`,
            );
          else if (!(TEMPLATE_HELPERS as readonly string[]).includes(name) || (node.params as Node[]).length === 0)
            problems.push(`${lineOf(node)}: {{${name}}} is not escaped; write {{xml ${name}}}`);
          checkParams(node, contexts);
          break;
        }
        case 'BlockStatement': {
          const name = nameOf(node.path);
          if (!BLOCKS.has(name))
            problems.push(`${lineOf(node)}: unknown block helper {{#${name}}} (use ${[...BLOCKS].join(', ')})`);
          checkParams(node, contexts);
          const inLoops = loops + (name === 'each' ? 1 : 0);
          if (inLoops > MAX_EACH)
            problems.push(
              `${lineOf(node)}: {{#each}} is nested ${inLoops} deep; ${MAX_EACH} is the most a card template may nest`,
            );
          // if and unless keep the context; each and with enter another (`{{else}}` of each keeps it).
          else {
            const entered =
              name === 'each'
                ? [...contexts, itemsOf(node, contexts)]
                : name === 'with'
                  ? [...contexts, null]
                  : contexts;
            walk((node.program as Node).body as Node[], depth + 1, entered, inLoops);
            if (node.inverse) walk((node.inverse as Node).body as Node[], depth + 1, contexts, inLoops);
          }
          break;
        }
        case 'PartialStatement': {
          const name = nameOf(node.name);
          if ((node.name as Node).type !== 'PathExpression' || !partials.includes(name))
            problems.push(`${lineOf(node)}: unknown partial {{> ${name}}} (use ${partials.join(', ')})`);
          checkParams(node, contexts);
          break;
        }
        default:
          problems.push(
            `${lineOf(node)}: ${node.type.replace(/Statement$/, '').toLowerCase()} is not allowed in a card template`,
          );
      }
    }
  };
  walk(program.body as Node[], 0, [{ name: "the card's drawing", fields: FIELDS[kind] }], 0);
  return problems;
}

const mm = (text: string | undefined): number => (text && /^[\d.]+mm$/.test(text) ? Number(text.slice(0, -2)) : NaN);
const near = (a: number, b: number): boolean => Math.abs(a - b) < 0.01;

function* elements(root: SvgElement): Generator<SvgElement> {
  // Depth is bounded by parseSvgTree (MAX_DEPTH); the walk visits each element once.
  const stack = [root];
  while (stack.length > 0) {
    const e = stack.pop()!;
    yield e;
    stack.push(...e.children);
  }
}

/**
 * What a template drew, read back: one well-formed <svg> as large as the canvas (width and height
 * in mm, a viewBox of the same size), with nothing that runs or fetches (scripts, event attributes,
 * foreign objects, references outside the file).
 */
export function checkDrawnSvg(svg: string, canvas: SvgCanvas): string[] {
  let root: SvgElement;
  try {
    root = parseSvgTree(svg);
  } catch (error) {
    return [`it does not draw a well-formed SVG: ${(error as Error).message}`];
  }
  const problems: string[] = [];
  const [w, h] = [fmt(canvas.width), fmt(canvas.height)];
  const box = (root.attributes.get('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (
    !near(mm(root.attributes.get('width')), canvas.width) ||
    !near(mm(root.attributes.get('height')), canvas.height) ||
    box.length !== 4 ||
    !near(box[0]!, 0) ||
    !near(box[1]!, 0) ||
    !near(box[2]!, canvas.width) ||
    !near(box[3]!, canvas.height)
  )
    problems.push(
      `its <svg> must be the card's canvas: width="${w}mm" height="${h}mm" viewBox="0 0 ${w} ${h}" (write width="{{xml width}}mm" height="{{xml height}}mm" viewBox="0 0 {{xml width}} {{xml height}}")`,
    );
  const seen = new Set<string>();
  for (const e of elements(root)) {
    const lower = e.name.toLowerCase();
    if (lower === 'script' || lower === 'foreignobject') seen.add(`<${e.name}> is not allowed on a card`);
    for (const [name, value] of e.attributes) {
      if (/^on/i.test(name)) seen.add(`the event attribute ${name} is not allowed on a card`);
      if (/(^|:)href$/i.test(name) && !value.trim().startsWith('#'))
        seen.add(`${name}="${value.slice(0, 40)}" points outside the card; only #references within it are allowed`);
      if (/url\(\s*['"]?\s*(?!#)/i.test(value))
        seen.add(`url(…) in ${name} points outside the card; only url(#id) is allowed`);
    }
  }
  if (/<style[\s>][\s\S]*?url\(\s*['"]?\s*(?!#)/i.test(svg) || /@import/i.test(svg))
    seen.add('a <style> that loads from outside the card is not allowed');
  return [...problems, ...seen];
}
