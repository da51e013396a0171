// A small, strict reader for the XML of icon SVG files: elements and attributes only. Text,
// comments and processing instructions are skipped; a DOCTYPE is refused because entities are the
// door to external references (XXE) and icon files never need one.

export interface SvgElement {
  name: string;
  attributes: Map<string, string>;
  children: SvgElement[];
}

const NAME = /[A-Za-z_][\w.:-]*/y;
const ATTRIBUTE = /\s*([A-Za-z_][\w.:-]*)\s*=\s*("([^"]*)"|'([^']*)')/y;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** Icons nest a few groups at most; a deeper tree is refused before anything walks it recursively. */
export const MAX_DEPTH = 64;

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (whole, code: string) => {
    if (code.startsWith('#x')) return String.fromCodePoint(parseInt(code.slice(2), 16));
    if (code.startsWith('#')) return String.fromCodePoint(parseInt(code.slice(1), 10));
    const known = ENTITIES[code];
    if (known === undefined) throw new Error(`unknown entity "${whole}"`);
    return known;
  });
}

/** Parses SVG markup into its root element; throws an Error with a plain message when it is not well-formed. */
export function parseSvgTree(text: string): SvgElement {
  const root: SvgElement = { name: '#root', attributes: new Map(), children: [] };
  const stack: SvgElement[] = [root];
  let at = 0;
  while (at < text.length) {
    const open = text.indexOf('<', at);
    if (open < 0) break;
    if (text.startsWith('<!--', open)) {
      const end = text.indexOf('-->', open + 4);
      if (end < 0) throw new Error('unclosed comment');
      at = end + 3;
    } else if (text.startsWith('<![CDATA[', open)) {
      const end = text.indexOf(']]>', open);
      if (end < 0) throw new Error('unclosed CDATA section');
      at = end + 3;
    } else if (text.startsWith('<!', open)) {
      throw new Error('a DOCTYPE or entity declaration is not allowed in icon art');
    } else if (text.startsWith('<?', open)) {
      const end = text.indexOf('?>', open);
      if (end < 0) throw new Error('unclosed processing instruction');
      at = end + 2;
    } else if (text.startsWith('</', open)) {
      NAME.lastIndex = open + 2;
      const name = NAME.exec(text)?.[0];
      const top = stack.pop();
      if (name === undefined || top === undefined || top.name !== name || stack.length === 0)
        throw new Error(`unexpected closing tag </${name ?? '?'}>`);
      // Only spaces may stand between the name and `>`; a missing `>` once sent the reader back to
      // the start of the text (indexOf gave -1), looping for ever.
      const rest = /\s*>/y;
      rest.lastIndex = NAME.lastIndex;
      if (!rest.exec(text)) throw new Error(`closing tag </${name}> is not closed with >`);
      at = rest.lastIndex;
    } else {
      NAME.lastIndex = open + 1;
      const name = NAME.exec(text)?.[0];
      if (name === undefined) throw new Error(`bad tag at character ${open}`);
      const element: SvgElement = { name, attributes: new Map(), children: [] };
      let cursor = open + 1 + name.length;
      for (;;) {
        ATTRIBUTE.lastIndex = cursor;
        const match = ATTRIBUTE.exec(text);
        if (!match) break;
        element.attributes.set(match[1]!, decodeEntities(match[3] ?? match[4] ?? ''));
        cursor = ATTRIBUTE.lastIndex;
      }
      const rest = /\s*(\/?)>/y;
      rest.lastIndex = cursor;
      const close = rest.exec(text);
      if (!close) throw new Error(`bad attributes in <${name}>`);
      stack[stack.length - 1]!.children.push(element);
      if (close[1] !== '/') stack.push(element);
      if (stack.length > MAX_DEPTH + 1) throw new Error(`elements are nested more than ${MAX_DEPTH} deep`);
      at = rest.lastIndex;
    }
  }
  if (stack.length !== 1) throw new Error(`<${stack[stack.length - 1]!.name}> is never closed`);
  const svg = root.children.filter((c) => c.name === 'svg');
  if (svg.length !== 1 || root.children.length !== 1)
    throw new Error('the file must hold exactly one <svg> root element');
  return svg[0]!;
}
