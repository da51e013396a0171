// A command of `jibe` declared once, as data: its flags and positionals, from which yargs builds the
// parser and TypeScript infers what the handler receives. Types only from yargs, so `--help` stays light.

import type { CommandModule, InferredOptionType, Options, PositionalOptions } from 'yargs';

/** `low-ink` → `lowInk`: the name under which yargs also hands a dashed flag over. */
type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/**
 * What a handler receives for these declarations: each under its camel-case name, typed from its
 * declaration. Unlike yargs' own `ArgumentsCamelCase` it has no index signature, so reading a flag
 * that is not declared (misspelt, or renamed in the declaration only) is a type error.
 */
export type ArgsOf<Declared> = {
  -readonly [Name in keyof Declared & string as CamelCase<Name>]: Declared[Name] extends Options | PositionalOptions
    ? InferredOptionType<Declared[Name]>
    : never;
};

/** A command's usage (`check [file]`), help line, flags and positionals. */
export interface CommandSpec<
  Flags extends Readonly<Record<string, Options>> = Readonly<Record<string, Options>>,
  Positionals extends Readonly<Record<string, PositionalOptions>> = Readonly<Record<string, PositionalOptions>>,
> {
  command: string;
  describe: string;
  options: Flags;
  positionals?: Positionals;
}

/** The arguments of a declared command, flags and positionals together. */
export type CommandArgs<Spec> =
  Spec extends CommandSpec<infer Flags, infer Positionals>
    ? ArgsOf<Flags> & (Spec extends { positionals: Positionals } ? ArgsOf<Positionals> : unknown)
    : never;

/**
 * Every key of T present, each possibly undefined: a command whose flags feed an options type with
 * optional fields (`BuildFlags`) checks its arguments against this, so a flag renamed in the
 * declaration but not in the type fails instead of silently going missing.
 */
export type EveryField<T> = { [Key in keyof Required<T>]: T[Key] };

/** The yargs command for a declaration; `run` gets the parsed arguments. */
export function toCommandModule<Spec extends CommandSpec>(
  spec: Spec,
  run: (args: CommandArgs<Spec>) => void | Promise<void>,
): CommandModule {
  return {
    command: spec.command,
    describe: spec.describe,
    builder: (yargs) => {
      let built = yargs;
      for (const [name, positional] of Object.entries(spec.positionals ?? {}))
        built = built.positional(name, positional);
      return built.options(spec.options);
    },
    // yargs has parsed and checked exactly the declarations of `spec`, so the arguments have the
    // shape CommandArgs<Spec> describes; its own type for them only adds the dashed names and an
    // index signature of unknowns.
    handler: (args) => run(args as unknown as CommandArgs<Spec>),
  };
}

/** The flags declared as lists (`array: true`): the only ones that may be given more than once. */
export function listFlags(specs: readonly CommandSpec[]): Set<string> {
  return new Set(
    specs.flatMap((spec) =>
      Object.entries(spec.options)
        .filter(([, option]) => option.array === true)
        .map(([name]) => name),
    ),
  );
}
