// report.md: the balance report as a designer reads it: which game was simulated, the answers to
// the designer's questions first, then the tables, each chart linked beside its table.

import { SEARCH_MOVES_PER_MS } from '../engine/core.ts';
import type { BalanceReport } from './aggregate.ts';
import { percent } from './format.ts';
import type { Chart } from './report-charts.ts';
import { topCards, wildName } from './report-charts.ts';
import { seatAnswer } from './verdicts.ts';

/** Text inside a Markdown table cell: no pipes or line breaks from deck names. */
export const cell = (s: string | number): string =>
  String(s)
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/[\r\n]+/g, ' ');
const row = (cells: readonly (string | number)[]): string => `| ${cells.map(cell).join(' | ')} |`;
export const table = (head: readonly string[], rows: readonly (readonly (string | number)[])[]): string[] => [
  row(head),
  row(head.map(() => '---')),
  ...rows.map(row),
];
export const num = (v: number, digits = 1): string => v.toFixed(digits);
export const image = (charts: readonly Chart[], file: string): string[] =>
  charts.filter((c) => c.file === file).map((c) => `![${cell(c.title)}](${c.file})`);

/** The one-paragraph answer to "does a seat win too often?". */
export const seatVerdict = (report: BalanceReport): string => seatAnswer(report).answer;

/** Which game the run played, in words: the rulebook's, one round (labelled as such), or another count. */
export function gameText(report: BalanceReport): string {
  const { run } = report;
  const rounds = `${run.rounds} round${run.rounds > 1 ? 's' : ''}`;
  if (run.game === 'rulebook')
    return run.rounds === 1
      ? `The rulebook's game: 1 round.`
      : `The rulebook's game: ${rounds}, one per player, so each seat plays first once (docs/rules.md §7).`;
  if (run.game === 'one-round')
    return `One-round games (--rounds 1), not the rulebook's game of a round per player: seat 1 always plays first, so seat results include the first move.`;
  return `Games of ${rounds} (--rounds ${run.rounds}), not the rulebook's game of a round per player; the first seat moves on by one each round.`;
}

const botsText = (report: BalanceReport): string =>
  report.run.mix.length === 1
    ? `bot ${report.run.mix[0]!.bot}`
    : `bots ${report.run.mix.map((m) => `${m.bot}${m.weight > 1 ? ` ×${m.weight}` : ''}`).join(', ')} (a rotation of ${report.run.bots.length}, moved one seat each game)`;

export function renderReportMarkdown(report: BalanceReport, charts: readonly Chart[]): string {
  const { run, designer: d } = report;
  const wild = wildName(report);
  const lines = [
    `# Balance report: ${cell(report.deck.name)} (${cell(report.deck.id)})`,
    '',
    `**${gameText(report)}** ${run.games} games, ${run.players} players, ${botsText(report)}, seed ${run.seed}.`,
    '',
    '## Answers',
    '',
    ...report.answers.map((a) => `- **${a.question}** ${a.answer}`),
    '',
    `Tests: each question's rows are corrected together (Holm) and held to 5 %; "smallest detectable" is the effect found with 80 % power at Holm's strictest level.`,
    '',
    '## Wins per seat',
    '',
    ...table(
      ['seat', 'win rate', '95 % interval', 'advantage', 'Holm p', 'mean score', 'median', 'middle half'],
      report.seats.map((s) => [
        s.seat,
        percent(s.win.rate),
        `${percent(s.win.low)}–${percent(s.win.high)}`,
        `${s.advantage.diff >= 0 ? '+' : '−'}${num(Math.abs(s.advantage.diff) * 100)} points`,
        s.advantage.pHolm < 0.001 ? '< 0.001' : num(s.advantage.pHolm, 3),
        num(s.score.mean),
        num(s.score.median, 0),
        `${num(s.score.p25, 0)}–${num(s.score.p75, 0)}`,
      ]),
    ),
    '',
    'A tie shares the win equally among the tied seats.',
    '',
    ...image(charts, 'wins-by-seat.svg'),
    '',
    '## Bots',
    '',
    ...Object.entries(run.botDescriptions).map(
      ([bot, text]) =>
        `- **${bot}**: ${text}${bot === 'search' && run.think !== undefined ? `; ${run.think} simulated moves a move (about ${Math.round(run.think / SEARCH_MOVES_PER_MS)} ms of one core)` : ''}`,
    ),
    '',
    ...table(
      [
        'bot',
        'win rate',
        '95 % interval',
        'mean score',
        'sd',
        'mean hand penalty per round',
        `rounds ending with a ${wild} in hand`,
      ],
      report.bots.map((b) => [
        b.bot,
        percent(b.win.rate),
        `${percent(b.win.low)}–${percent(b.win.high)}`,
        num(b.score.mean),
        num(b.score.sd),
        num(b.penalty.mean),
        percent(b.jokerHeld.rate),
      ]),
    ),
    '',
    '## Scores per seat and bot',
    '',
    ...table(
      ['seat', 'bot', 'games', 'mean', 'sd', '5th pct', 'median', '95th pct'],
      report.seatBots
        .filter((r) => r.score.n > 0)
        .map((r) => [
          r.seat,
          r.bot,
          r.score.n,
          num(r.score.mean),
          num(r.score.sd),
          num(r.score.p5, 0),
          num(r.score.median, 0),
          num(r.score.p95, 0),
        ]),
    ),
    '',
    ...image(charts, 'scores.svg'),
    '',
    '## How close games are',
    '',
    `Margin of victory (winner − runner-up): mean ${num(d.closeness.margin.mean)}, median ${num(d.closeness.margin.median, 0)}, 5th–95th percentile ${num(d.closeness.margin.p5, 0)}–${num(d.closeness.margin.p95, 0)}. Lead changes per game (the sole leader of the running score, play by play): mean ${num(d.closeness.leadChanges.mean)}, median ${num(d.closeness.leadChanges.median, 0)}.`,
    '',
    ...image(charts, 'margin.svg'),
    '',
    '## Luck and choice',
    '',
    `Starting hand against round result (both measured against the table's mean): R² = ${num(d.luck.rSquared, 3)} over ${d.luck.seatRounds} seat-rounds, from ${d.luck.predictors.join(', ')}.`,
    d.choice.turnsCounted > 0
      ? `Legal placements at the start of a turn: ${num(d.choice.legalPerTurn)} on average over ${d.choice.turnsCounted} turns (bots that do not count them are counted in one game of 8); turns with none: ${percent(d.choice.noPlayShare)}; passes: ${percent(d.choice.passRate)} of turns.`
      : `Passes: ${percent(d.choice.passRate)} of turns.`,
    '',
    '## Length',
    '',
    `${report.rounds.count} rounds; turns per round: mean ${num(report.rounds.turns.mean)}, median ${num(report.rounds.turns.median, 0)}, 5th–95th percentile ${num(report.rounds.turns.p5, 0)}–${num(report.rounds.turns.p95, 0)}. Turns per game: mean ${num(d.length.turnsPerGame.mean)}.`,
    `At ${d.length.secondsPerTurn} seconds a turn (an assumption; change it with --seconds-per-turn): a round takes about ${num(d.length.minutesPerRound)} minutes, a game ${num(d.length.minutesPerGame.median)} (5th–95th percentile ${num(d.length.minutesPerGame.p5)}–${num(d.length.minutesPerGame.p95)}).`,
    '',
    ...table(
      ['end', 'rounds', 'share'],
      Object.entries(report.rounds.ends).map(([end, n]) => [end, n, percent(n / Math.max(1, report.rounds.count))]),
    ),
    '',
    'A stalemate is a round that ends with cards in every hand: `blocked` (nobody can place) or `all-passed`.',
    '',
    ...image(charts, 'round-length.svg'),
    ...image(charts, 'round-ends.svg'),
    '',
    '## Hand penalties',
    '',
    `Per seat and round: mean ${num(report.penalties.perSeatRound.mean)}, median ${num(report.penalties.perSeatRound.median, 0)}, 95th percentile ${num(report.penalties.perSeatRound.p95, 0)}; wild sets make ${percent(report.penalties.wildShare)} of all penalty points.`,
    `${wild} cards left in hand: ${percent(d.jokers.heldAtEnd.rate)} of seat-rounds end with one; ${percent(d.jokers.leftShare)} of the ${wild} cards that reached a hand were still there at the end.`,
    '',
    ...table(
      ['seat', 'mean penalty per round'],
      report.penalties.bySeat.map((s) => [s.seat, num(s.mean)]),
    ),
    '',
    '## Icons and cards',
    '',
    `"By the winner": of the plays of cards carrying the icon, the share made by the player who won the game (ties included); all cards: ${percent(d.winnerPlayShare)}. Each icon match counts for each icon on its two touching sides (once when both are the same icon).`,
    '',
    ...table(
      [
        'icon',
        'colour',
        'plays',
        'mean points',
        'by the winner',
        'lift',
        'matches',
        'share of matches',
        'points added',
      ],
      report.icons.map((i) => [
        i.name,
        i.wild ? `${i.colour} (wild)` : i.colour,
        i.plays,
        num(i.meanPoints),
        `${percent(i.byWinner.rate)} (${percent(i.byWinner.low)}–${percent(i.byWinner.high)})`,
        `${i.lift >= 0 ? '+' : '−'}${num(Math.abs(i.lift) * 100)}`,
        i.matches,
        percent(i.share),
        i.points,
      ]),
    ),
    '',
    ...image(charts, 'icon-strength.svg'),
    ...image(charts, 'icon-points.svg'),
    ...image(charts, 'icons.svg'),
    '',
    `Colours without the wild icon; ${wild} matches are their own row, so the wild icon's colour is not credited with them.`,
    '',
    ...table(
      ['colour', 'matches', 'share', 'points added'],
      [
        ...report.colours.map((c) => [c.name, c.matches, percent(c.share), c.points]),
        [`${wild} (wild)`, report.wildMatches.matches, percent(report.wildMatches.share), report.wildMatches.points],
      ],
    ),
    '',
    ...image(charts, 'colours.svg'),
    '',
    'Cards winners play most (at least 30 plays); every card is in report.json under designer.cards.',
    '',
    ...table(
      ['card', 'plays', 'mean points', 'by the winner', 'lift'],
      topCards(report).map((c) => [
        c.id,
        c.plays,
        num(c.meanPoints),
        `${percent(c.byWinner.rate)} (${percent(c.byWinner.low)}–${percent(c.byWinner.high)})`,
        `${c.lift >= 0 ? '+' : '−'}${num(Math.abs(c.lift) * 100)}`,
      ]),
    ),
    '',
    ...image(charts, 'cards.svg'),
    '',
    '## Points of a play by kind',
    '',
    ...table(
      ['kind', 'plays', 'share', 'mean points', 'sd'],
      report.plays.map((p) => [p.kind, p.count, percent(p.share), num(p.meanPoints), num(p.sdPoints)]),
    ),
    '',
    '`colour-only`: touches only by colour; `icon-match`: at least one icon match; `wild-core`: a wild core card.',
    '',
    ...image(charts, 'play-points.svg'),
    '',
    '## Rule options',
    '',
    ...table(
      ['option', 'value'],
      Object.entries(report.options).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]),
    ),
    '',
  ];
  return lines.join('\n');
}
