// The card gallery's filter: by icon, by colour and by value range. Pure, shared by the page's
// script (which shows and hides the cards) and the tests.

/** What the filter needs to know of a card (the gallery writes these as data attributes). */
export interface FilterableCard {
  icons: readonly string[];
  colours: readonly string[];
  value: number;
}

/** The filter's state; an empty string means "any". */
export interface CardFilter {
  icon: string;
  colour: string;
  min: number | null;
  max: number | null;
}

export const NO_FILTER: CardFilter = { icon: '', colour: '', min: null, max: null };

function parseBound(text: string | null | undefined): number | null {
  if (text === null || text === undefined || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** The filter from the form's raw values (unknown or empty fields mean "any"). */
export function parseCardFilter(fields: {
  icon?: string | null;
  colour?: string | null;
  min?: string | null;
  max?: string | null;
}): CardFilter {
  return {
    icon: fields.icon ?? '',
    colour: fields.colour ?? '',
    min: parseBound(fields.min),
    max: parseBound(fields.max),
  };
}

/** Whether a card passes: it shows the icon, shows the colour, and its value lies in [min, max]. */
export function matchesCardFilter(card: FilterableCard, filter: CardFilter): boolean {
  if (filter.icon !== '' && !card.icons.includes(filter.icon)) return false;
  if (filter.colour !== '' && !card.colours.includes(filter.colour)) return false;
  if (filter.min !== null && card.value < filter.min) return false;
  if (filter.max !== null && card.value > filter.max) return false;
  return true;
}

/** The sentence announced after each change, for example "12 of 80 cards". */
export function describeFilterResult(shown: number, total: number): string {
  if (shown === total) return `All ${total} cards`;
  if (shown === 0) return `No card matches (of ${total})`;
  return `${shown} of ${total} ${total === 1 ? 'card' : 'cards'}`;
}
