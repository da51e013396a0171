// What the rulebook's code needs in the browser besides the card drawing's: the rules text's
// template, and DejaVu Sans's slanted styles (the upright ones are the card fonts, draw-assets.ts),
// as URLs of this site. Loaded by the rulebook thread (rulebook-worker.ts) alone.

import rulebookTemplate from '../../../templates/rulebook/rulebook.md.hbs?raw';
import boldItalicUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-BoldOblique.ttf?url';
import italicUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf?url';

export const RULEBOOK_TEMPLATE = rulebookTemplate;
export const RULEBOOK_TEMPLATE_NAME = 'templates/rulebook/rulebook.md.hbs';
export const SLANTED_FONT_URLS = { italic: italicUrl, boldItalic: boldItalicUrl } as const;
