// The site's pages and the links between them, with the URL base applied in one place.

export const PAGES = [
  { id: 'home', label: 'Home', path: '' },
  { id: 'rules', label: 'Rules', path: 'rules/' },
  { id: 'cards', label: 'Cards', path: 'cards/' },
  { id: 'print', label: 'Print', path: 'print/' },
  { id: 'play', label: 'Play', path: 'play/' },
  { id: 'score', label: 'Score', path: 'score/' },
  { id: 'studio', label: 'Studio', path: 'studio/' },
] as const;
export type PageId = (typeof PAGES)[number]['id'];

export interface NavLink {
  href: string;
  label: string;
  /** Set on the link to the page being shown, as `aria-current="page"`. */
  current: 'page' | undefined;
}

/** A path inside the site under its base: `hrefFor('/jibe/', 'cards/')` is `/jibe/cards/`. */
export function hrefFor(base: string, path: string): string {
  return `${base.endsWith('/') ? base : `${base}/`}${path.replace(/^\/+/, '')}`;
}

/** The main navigation, marking the current page. */
export function buildNav(base: string, current: PageId): NavLink[] {
  return PAGES.map((page) => ({
    href: hrefFor(base, page.path),
    label: page.label,
    current: page.id === current ? 'page' : undefined,
  }));
}
