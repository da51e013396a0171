// Type-level checks of the command line's flags, run by the type check (`npm run typecheck`; tsc
// covers test/), not by vitest. Each flag is declared once, in cli/commands/index.ts, and what a
// command reads is typed from that declaration: a misspelt flag, or one renamed in the declaration
// alone, is a type error. Each check below fails the type check if what it expects stops holding.

import type { CommandArgs, EveryField } from '../../cli/commands/command.ts';
import type { runCards } from '../../cli/commands/cards.ts';
import type {
  BuildArgs,
  buildCommand,
  CardsArgs,
  cardsCommand,
  SimulateArgs,
  simulateCommand,
} from '../../cli/commands/index.ts';
import type { BuildFlags } from '../../generator/print/build-options.ts';
import type { SimulateFlags } from '../../simulator/config.ts';

/** true when every A is a B. */
type Fits<A, B> = [A] extends [B] ? true : false;

/** The declaration with one flag renamed: `from` becomes `to`, declared alike. */
type Renamed<Spec extends { options: object }, From extends keyof Spec['options'], To extends string> = Omit<
  Spec,
  'options'
> & { options: Omit<Spec['options'], From> & Record<To, Spec['options'][From]> };

type CardsReads = Parameters<typeof runCards>[0];

export const declaredFlagsAreTyped: [
  Fits<CardsArgs, { deck: string; json: boolean }>,
  Fits<BuildArgs['duplex'], 'long' | 'short' | 'fold'>,
  Fits<SimulateArgs['merge'], string[] | undefined>,
  Fits<SimulateArgs['exportGame'], number | undefined>,
] = [true, true, true, true];

export const declaredFlagsReachTheirCommands: [
  Fits<CardsArgs, CardsReads>,
  Fits<BuildArgs, EveryField<BuildFlags>>,
  Fits<SimulateArgs, EveryField<SimulateFlags>>,
] = [true, true, true];

// A flag renamed in its declaration but not where it is read: the command no longer gets what it reads.
export const renamedFlagsFail: [
  Fits<CommandArgs<Renamed<typeof cardsCommand, 'json', 'as-json'>>, CardsReads>,
  Fits<CommandArgs<Renamed<typeof buildCommand, 'low-ink', 'light'>>, EveryField<BuildFlags>>,
  Fits<CommandArgs<Renamed<typeof simulateCommand, 'think-ms', 'think'>>, EveryField<SimulateFlags>>,
] = [false, false, false];

/** A misspelt flag is not there to read. */
export function readMisspelt(args: CardsArgs): unknown {
  // @ts-expect-error: cards declares --json, not --jsn
  return args.jsn;
}
