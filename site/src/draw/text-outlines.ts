// A face's picture for an <img>: its SVG with each text made outlines (an SVG shown as a picture
// loads no font). Only the texts go through usvg, each alone, and their outlines are kept by text
// element: a value or a name is the same element on every face that shows it, so an edit outlines
// one or two texts instead of reading a dozen whole faces again (most of an edit's work before).

/** A text element of the card templates (its content is escaped: no `<` inside). */
const TEXT = /<text\b[^>]*>[^<]*<\/text>/g;

/** usvg's output for an SVG: its texts as paths. */
export type Outliner = (svg: string) => string;

/** What usvg wrote inside its root element, without an empty `<defs/>`. */
function innerOf(svg: string): string {
  const start = svg.indexOf('>', svg.indexOf('<svg')) + 1;
  return svg
    .slice(start, svg.lastIndexOf('</svg>'))
    .replace(/<defs\s*\/>/, '')
    .trim();
}

// Outlines kept for a deck being edited: its texts and the last edits', not every text ever drawn.
const MAX_KEPT = 4000;

/** `svg` with its text elements replaced by their outlines, in the same user units. */
export function outlineTexts(svg: string, outline: Outliner, kept: Map<string, string>): string {
  const viewBox = /viewBox="([^"]*)"/.exec(svg)?.[1] ?? '0 0 100 100';
  return svg.replace(TEXT, (text) => {
    let paths = kept.get(text);
    if (paths === undefined) {
      paths = innerOf(outline(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${text}</svg>`));
      if (kept.size >= MAX_KEPT) kept.clear();
      kept.set(text, paths);
    }
    return paths;
  });
}
