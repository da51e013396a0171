// The pictures of the website's rules pages: every worked example, the sample cards and the icons,
// as SVG text with an alt text and a size, named by an id that the HTML refers to.

import type { ExampleView } from './example-view.ts';
import { layoutExamplePicture } from './example-picture.ts';
import { layoutAnatomy } from './anatomy-picture.ts';
import { layoutSetup } from './setup-picture.ts';
import {
  renderAnatomySvg,
  renderCardImageSvg,
  renderExampleSvg,
  renderIconSvg,
  renderSetupSvg,
  type SvgPictureKit,
} from './svg-pictures.ts';
import { joinAnd, type RulebookModel } from './view-model.ts';

export interface RulebookImage {
  id: string;
  alt: string;
  width: number;
  height: number;
  svg: string;
}

/** Where an image lives, relative to the rulebook folder. */
export const imageFile = (image: { id: string }): string => `images/${image.id}.svg`;

/** A sentence saying what an example's picture shows, for readers who cannot see it. */
export function describeExample(view: ExampleView): string {
  const plays = view.plays.map(
    (p) =>
      `${p.card} is placed touching ${joinAnd(p.contacts.map((c) => `the ${c.neighbour}`))}: ${p.legal ? `${p.points} points` : 'not allowed'}`,
  );
  return `On the table: ${joinAnd(view.tableCards)}. ${plays.join('. ')}.`;
}

const sizeOf = (svg: string): { width: number; height: number } => {
  const match = /width="([\d.]+)" height="([\d.]+)"/.exec(svg);
  return { width: Number(match?.[1] ?? 0), height: Number(match?.[2] ?? 0) };
};

/** Every image, by id: example-ID, card-ID, icon-ID. */
export function buildRulebookImages(model: RulebookModel, kit: SvgPictureKit): Map<string, RulebookImage> {
  const images = new Map<string, RulebookImage>();
  const add = (id: string, alt: string, svg: string) => images.set(id, { id, alt, svg, ...sizeOf(svg) });
  const views = Object.values(model.examples).filter((v) => v !== null);
  for (const position of model.positions) {
    const view = views.find((v) => v.id === position.id)!;
    const alt = describeExample(view);
    add(`example-${position.id}`, alt, renderExampleSvg(kit, layoutExamplePicture(model.rules, position), alt));
  }
  for (const sample of model.samples)
    add(
      `card-${sample.id}`,
      `The ${sample.name} card, value ${sample.value}`,
      renderCardImageSvg(kit, sample.id, sample.name),
    );
  const anatomy = layoutAnatomy(model.rules, kit.faces);
  const part = (text: string) => text.replace(/:.*/, '').toLowerCase();
  add(
    'anatomy',
    `The ${model.cards.find((c) => c.id === anatomy.card)?.name ?? anatomy.card} card with its parts labelled: ${joinAnd(anatomy.labels.map((l) => part(l.text)))}.`,
    renderAnatomySvg(kit, anatomy, 'The parts of a card'),
  );
  const setup = layoutSetup(model, model.startCore);
  add(
    'setup',
    `The table after the deal: the start core in the middle, the draw pile beside it, ${joinAnd(setup.labels.filter((l) => l.text.includes(' cards') && !l.text.startsWith('pile')).map((l) => l.text.replace(':', ' with')))} in hand, and the score sheet.`,
    renderSetupSvg(kit, setup, 'Setting up'),
  );
  // Icons stand beside their names, so their alt text is empty: a screen reader says the name once.
  for (const icon of model.icons) add(`icon-${icon.id}`, '', renderIconSvg(kit, icon.id, icon.name));
  return images;
}
