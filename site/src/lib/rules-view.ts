// The Rules page's view model from the rulebook's HTML (the same source as its PDF): the body
// without the rulebook's own page furniture, every section heading given an id, and a table of
// contents built from those headings.

export interface TocEntry {
  id: string;
  label: string;
  children: TocEntry[];
}

export interface RulesView {
  /** HTML to place inside the page's <article>; relative picture paths are kept. */
  html: string;
  toc: TocEntry[];
  /** The rulebook's own title when it has an <h1>; else the page supplies one. */
  title: string | null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Plain text of an HTML fragment: tags dropped, character references decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
      if (ref.startsWith('#x') || ref.startsWith('#X')) return String.fromCodePoint(parseInt(ref.slice(2), 16));
      if (ref.startsWith('#')) return String.fromCodePoint(Number(ref.slice(1)));
      return ENTITIES[ref.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** A URL fragment id from a heading: lower case, letters and digits joined by hyphens. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'section' : slug;
}

/** The part of a document worth showing: <main>, else <article>, else <body>, else all of it. */
function extractBody(html: string): string {
  for (const tag of ['main', 'article', 'body']) {
    const found = new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*)</${tag}>`, 'i').exec(html);
    if (found?.[1] !== undefined) return found[1];
  }
  return html;
}

/** Drops what must not run or restyle the site: scripts, styles, links, frames, event handlers. */
export function stripActiveContent(html: string): string {
  return html
    .replace(/<(script|style|iframe|object|embed|template)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<(link|meta|base)\b[^>]*>/gi, '')
    .replace(/\s+on[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
    .replace(/(href|src)\s*=\s*(["'])\s*javascript:[^"']*\2/gi, '$1="#"');
}

/** Builds the Rules page from the rulebook's HTML. */
export function buildRulesView(source: string): RulesView {
  const used = new Set<string>();
  const toc: TocEntry[] = [];
  let title: string | null = null;
  const body = stripActiveContent(extractBody(source)).replace(
    /<h([1-3])\b([^>]*)>([\s\S]*?)<\/h\1\s*>/gi,
    (whole, level: string, attrs: string, inner: string) => {
      const label = htmlToText(inner);
      if (level === '1') {
        title ??= label;
        return whole;
      }
      const existing = /\sid\s*=\s*["']([^"']+)["']/i.exec(attrs)?.[1];
      let id = existing ?? slugify(label);
      if (!existing) for (let n = 2; used.has(id); n++) id = `${slugify(label)}-${n}`;
      used.add(id);
      const entry: TocEntry = { id, label, children: [] };
      const parent = toc[toc.length - 1];
      if (level === '3' && parent) parent.children.push(entry);
      else toc.push(entry);
      return existing ? whole : `<h${level} id="${id}"${attrs}>${inner}</h${level}>`;
    },
  );
  // Pictures below the first screen need not load before the text.
  const html = body.replace(/<img\b(?![^>]*\bloading=)/gi, '<img loading="lazy" decoding="async"');
  return { html: html.trim(), toc, title };
}
