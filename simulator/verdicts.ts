// The report's answers in words: one plain verdict per designer question, a test's verdict always
// with the smallest effect the sample could have found, so "nothing found" is never read as "nothing there".

import type { BalanceReport } from './aggregate.ts';
import { percent, wildName } from './format.ts';
import { ALPHA, holm, minimumDetectable, twoSidedP } from './stats.ts';

export interface Answer {
  id: 'seats' | 'icons' | 'closeness' | 'luck' | 'choice' | 'length' | 'jokers';
  question: string;
  answer: string;
  /** A test found something at the Holm-corrected level. */
  flagged: boolean;
}

/** A report before its answers are added. */
type Report = Omit<BalanceReport, 'answers'>;

const pts = (v: number): string => `${(v * 100).toFixed(1)} points`;
const signedPts = (v: number): string => `${v < 0 ? '−' : '+'}${pts(Math.abs(v))}`;
const num = (v: number, digits = 0): string => v.toFixed(digits);

export function seatAnswer(r: Report): Answer {
  const flagged = r.seats.filter((s) => s.advantage.pHolm < ALPHA);
  const question = 'Does a seat win more often than its fair share?';
  if (flagged.length === 0)
    return {
      id: 'seats',
      question,
      flagged: false,
      answer: `No seat advantage detectable at this sample size (${r.run.games} games); the smallest advantage it could have detected is ${pts(r.seatDetectable)} of win rate.`,
    };
  const list = flagged
    .map(
      (s) =>
        `seat ${s.seat} wins ${percent(s.win.rate)}, ${s.advantage.diff > 0 ? '+' : '−'}${pts(Math.abs(s.advantage.diff))} against the fair share (95 % interval ${signedPts(s.advantage.low)} to ${signedPts(s.advantage.high)}, Holm p ${pText(s.advantage.pHolm)})`,
    )
    .join('; ');
  return {
    id: 'seats',
    question,
    flagged: true,
    answer: `Seats differ: ${list}. Fair share: ${percent(r.fairShare)}.`,
  };
}

export const pText = (p: number): string => (p < 0.001 ? '< 0.001' : p.toFixed(3));

/** Which icon's cards winners play most: each icon's winner share against the run's, Holm over the icons. */
export function iconAnswer(r: Report): Answer {
  const base = r.designer.winnerPlayShare;
  const icons = r.icons.filter((i) => i.plays > 0);
  const se = (n: number): number => Math.sqrt((base * (1 - base)) / n);
  const ps = holm(icons.map((i) => twoSidedP(i.lift / se(i.plays))));
  const strongest = icons.reduce((a, b) => (b.lift > a.lift ? b : a), icons[0]!);
  const byPoints = icons.reduce((a, b) => (b.meanPoints > a.meanPoints ? b : a), icons[0]!);
  const question = 'Is one icon too strong?';
  if (strongest === undefined) return { id: 'icons', question, flagged: false, answer: 'No card was played.' };
  const k = icons.indexOf(strongest);
  const tail = `Its cards score ${num(strongest.meanPoints, 1)} points a play; the highest-scoring icon is ${byPoints.name} at ${num(byPoints.meanPoints, 1)}.`;
  if (ps[k]! < ALPHA)
    return {
      id: 'icons',
      question,
      flagged: true,
      answer: `${strongest.name} is the strongest: its cards are played by the game's winner ${percent(strongest.byWinner.rate)} of the time against ${percent(base)} for all cards (+${pts(strongest.lift)}, Holm p ${pText(ps[k]!)}). ${tail}`,
    };
  const smallest = Math.min(...icons.map((i) => i.plays));
  return {
    id: 'icons',
    question,
    flagged: false,
    answer: `No icon's cards are played by winners more than others beyond chance; the strongest, ${strongest.name}, is +${pts(strongest.lift)} (the smallest lift detectable for the least-played icon is ${pts(minimumDetectable(se(smallest), ALPHA / icons.length))}). ${tail}`,
  };
}

/** Every answer of a run, in the report's order. */
export function answersFor(r: Report): Answer[] {
  const d = r.designer;
  const meanScore = Math.abs(r.seats.reduce((s, x) => s + x.score.mean, 0) / Math.max(1, r.seats.length));
  const wildLeft = d.jokers;
  const wild = wildName(r);
  return [
    seatAnswer(r),
    iconAnswer(r),
    {
      id: 'closeness',
      question: 'How close are games?',
      flagged: false,
      answer: `The median winner leads the runner-up by ${num(d.closeness.margin.median)} points (${meanScore > 0 ? `${percent(d.closeness.margin.median / meanScore)} of a mean game score` : 'no mean score'}); ${percent(d.closeness.closeShare)} of games are won by less than 5 % of a typical score; the lead changes ${num(d.closeness.leadChanges.mean, 1)} times a game on average.`,
    },
    {
      id: 'luck',
      question: 'How much is luck (the starting hand) and how much choice?',
      flagged: false,
      answer: `The starting hand (${d.luck.predictors.join(', ')}) explains ${percent(d.luck.rSquared)} of the spread of round results between seats; the other ${percent(1 - d.luck.rSquared)} comes from draws and the plays made.`,
    },
    {
      id: 'choice',
      question: 'How much choice does a turn offer?',
      flagged: false,
      answer:
        d.choice.turnsCounted === 0
          ? `Passes are ${percent(d.choice.passRate)} of turns (no legal placements were counted).`
          : `A turn starts with ${num(d.choice.legalPerTurn, 1)} legal placements on average; ${percent(d.choice.noPlayShare)} of turns offer none, and ${percent(d.choice.passRate)} of turns are passes.`,
    },
    {
      id: 'length',
      question: 'How long does a game take?',
      flagged: false,
      answer: `A round takes ${num(d.length.turnsPerRound.mean, 1)} turns and a game ${num(d.length.turnsPerGame.mean, 1)}: about ${num(d.length.minutesPerGame.median)} minutes (5–95 %: ${num(d.length.minutesPerGame.p5)}–${num(d.length.minutesPerGame.p95)}) at ${d.length.secondsPerTurn} seconds a turn.`,
    },
    {
      id: 'jokers',
      question: `Does the ${wild} penalty bite?`,
      flagged: false,
      answer: `${percent(wildLeft.heldAtEnd.rate)} of seat-rounds end with a ${wild} card in hand (${percent(wildLeft.leftShare)} of the ${wild} cards that reached a hand stayed there); wild sets make ${percent(r.penalties.wildShare)} of all penalty points, ${num(wildLeft.meanWildPenalty, 1)} points per seat and round.`,
    },
  ];
}
