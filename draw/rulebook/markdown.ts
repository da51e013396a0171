// The small Markdown subset the rulebook is written in, parsed to blocks that both renderers
// (PDF and HTML) walk: headings, paragraphs, lists, pipe tables, notes (`> `), and directive
// lines (`::name argument`) that place pictures and data tables. A full Markdown library would
// give HTML, not the structure the PDF needs.

export interface Span {
  text: string;
  bold: boolean;
  italic: boolean;
}

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; spans: Span[]; slug: string }
  | { kind: 'paragraph'; spans: Span[] }
  | { kind: 'note'; spans: Span[] }
  | { kind: 'list'; ordered: boolean; items: Span[][] }
  | { kind: 'table'; header: Span[][]; rows: Span[][][] }
  | { kind: 'directive'; name: string; arg: string; line: number };

export class MarkdownError extends Error {
  readonly line: number;
  constructor(line: number, message: string) {
    super(`line ${line}: ${message}`);
    this.line = line;
  }
}

/** Characters a deck's own text must have escaped before it goes into the Markdown. */
const SPECIAL = /[\\*_|]/g;
export const escapeMarkdown = (text: string): string => text.replace(SPECIAL, (c) => `\\${c}`);

/** Inline text: `**bold**`, `*italic*`, backslash escapes. */
export function parseInline(text: string): Span[] {
  const spans: Span[] = [];
  let bold = false;
  let italic = false;
  let buffer = '';
  const flush = () => {
    if (buffer) spans.push({ text: buffer, bold, italic });
    buffer = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\\' && i + 1 < text.length) buffer += text[++i];
    else if (c === '*' && text[i + 1] === '*') {
      flush();
      bold = !bold;
      i++;
    } else if (c === '*') {
      flush();
      italic = !italic;
    } else buffer += c;
  }
  flush();
  return spans;
}

/** A URL- and id-safe name for a heading: accents dropped, never empty. */
export const slugify = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'section';

const plain = (spans: Span[]): string => spans.map((s) => s.text).join('');

/** Splits a table row on unescaped pipes. */
function splitRow(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  const body = line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '');
  for (let i = 0; i < body.length; i++) {
    if (body[i] === '\\' && i + 1 < body.length) cell += body[i]! + body[++i]!;
    else if (body[i] === '|') {
      cells.push(cell.trim());
      cell = '';
    } else cell += body[i];
  }
  cells.push(cell.trim());
  return cells;
}

const LIST_ITEM = /^(?:[-*]|(\d+)\.)\s+(.*)$/;

/** Parses the subset; anything it does not know is an error naming the line. */
export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  const isBlank = (l: string | undefined) => l === undefined || l.trim() === '';
  // Heading ids are unique in the document: a repeated one gets -2, -3… (deck names may collide).
  const slugs = new Set<string>();
  const uniqueSlug = (text: string) => {
    let slug = slugify(text);
    for (let n = 2; slugs.has(slug); n++) slug = `${slugify(text)}-${n}`;
    slugs.add(slug);
    return slug;
  };
  while (i < lines.length) {
    const line = lines[i]!;
    const n = i + 1;
    if (isBlank(line)) {
      i++;
      continue;
    }
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const directive = /^::([a-z-]+)(?:\s+(.*))?$/.exec(line.trim());
    if (/^#{4,}\s/.test(line)) throw new MarkdownError(n, 'only headings of level 1 to 3 are supported');
    if (heading) {
      const spans = parseInline(heading[2]!.trim());
      blocks.push({ kind: 'heading', level: heading[1]!.length as 1 | 2 | 3, spans, slug: uniqueSlug(plain(spans)) });
      i++;
    } else if (directive) {
      blocks.push({ kind: 'directive', name: directive[1]!, arg: (directive[2] ?? '').trim(), line: n });
      i++;
    } else if (line.trimStart().startsWith('|')) {
      const rows: string[][] = [];
      while (i < lines.length && lines[i]!.trimStart().startsWith('|')) rows.push(splitRow(lines[i++]!));
      const [header, rule, ...body] = rows;
      if (!header || !rule?.every((c) => /^:?-+:?$/.test(c)))
        throw new MarkdownError(n, 'a table needs a header row and a |---| row');
      const bad = body.findIndex((r) => r.length !== header.length);
      if (bad >= 0)
        throw new MarkdownError(n + 2 + bad, `table row has ${body[bad]!.length} cells, the header ${header.length}`);
      blocks.push({ kind: 'table', header: header.map(parseInline), rows: body.map((r) => r.map(parseInline)) });
    } else if (line.startsWith('>')) {
      const text: string[] = [];
      while (i < lines.length && lines[i]!.startsWith('>')) text.push(lines[i++]!.replace(/^>\s?/, ''));
      blocks.push({ kind: 'note', spans: parseInline(text.join(' ').trim()) });
    } else if (LIST_ITEM.test(line)) {
      const ordered = LIST_ITEM.exec(line)![1] !== undefined;
      const items: string[] = [];
      while (i < lines.length && !isBlank(lines[i])) {
        const item = LIST_ITEM.exec(lines[i]!);
        if (item) items.push(item[2]!);
        else if (/^\s+/.test(lines[i]!) && items.length > 0) items[items.length - 1] += ` ${lines[i]!.trim()}`;
        else
          throw new MarkdownError(
            i + 1,
            'a list line must start with "- " or "1. ", or be indented to continue an item',
          );
        i++;
      }
      blocks.push({ kind: 'list', ordered, items: items.map((t) => parseInline(t.trim())) });
    } else {
      const text: string[] = [];
      while (
        i < lines.length &&
        !isBlank(lines[i]) &&
        !/^(#|::|\||>)/.test(lines[i]!.trimStart()) &&
        !LIST_ITEM.test(lines[i]!)
      )
        text.push(lines[i++]!.trim());
      blocks.push({ kind: 'paragraph', spans: parseInline(text.join(' ')) });
    }
  }
  return blocks;
}
