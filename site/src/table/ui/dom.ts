// Building DOM nodes with text set as text, never parsed as markup, so names typed by players
// cannot inject anything: the one way this page puts data on screen.

type Attrs = Record<string, string | number | boolean | null | undefined>;
type Child = Node | string | number | null | undefined | false;

function fill<E extends Element>(el: E, attrs: Attrs, children: Child[]): E {
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    el.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    el.append(typeof child === 'object' ? child : document.createTextNode(String(child)));
  }
  return el;
}

/** An HTML element. */
export const h = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] => fill(document.createElement(tag), attrs, children);

const SVG_NS = 'http://www.w3.org/2000/svg';

/** An SVG element. */
export const s = <K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Child[]
): SVGElementTagNameMap[K] => fill(document.createElementNS(SVG_NS, tag), attrs, children);

/** The element with an id, which the page must have. */
export function byId<E extends HTMLElement = HTMLElement>(id: string): E {
  const el = document.getElementById(id);
  if (el === null) throw new Error(`the page has no #${id}`);
  return el as E;
}

/** A button that runs an action on click. */
export function button(label: Child | Child[], onClick: () => void, attrs: Attrs = {}): HTMLButtonElement {
  const el = h('button', { type: 'button', ...attrs }, ...(Array.isArray(label) ? label : [label]));
  el.addEventListener('click', onClick);
  return el;
}

/** Offers a text as a file to save (a JSON download), without leaving the page. */
export function downloadText(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A game screen lies over the site's header and footer (fixed, the whole screen above its bar):
 * while it shows, their links are out of reach of the keyboard and screen readers too.
 */
export function coverSiteFrame(covered: boolean): void {
  for (const part of document.querySelectorAll<HTMLElement>('.site-header, .site-footer, .skip-link'))
    part.inert = covered;
}
