// Runs the `jibe` command line and captures its output and exit code: in this process through
// runCli (no Node to start, no TypeScript to strip again), or, for the few tests of the process
// itself, as a user would: `node bin/jibe.js`.

import { spawnSync } from 'node:child_process';
import { runCli as run } from '../../cli/commands/run-cli.ts';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** `jibe args…` in this process, with `input` as its standard input (empty if not given). */
export async function runCli(args: string[], input = ''): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await run(args, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    stdin: () => input,
  });
  return { code, stdout, stderr };
}

/**
 * `node [nodeFlags…] bin/jibe.js args…` as a real process: for exit codes, the Node check, stack
 * traces. `env` adds to this process's environment (a variable given as undefined is left out).
 */
export function spawnCli(
  args: string[],
  options: { input?: string; nodeFlags?: string[]; env?: Record<string, string | undefined> } = {},
): CliRun {
  const run = spawnSync(process.execPath, [...(options.nodeFlags ?? []), 'bin/jibe.js', ...args], {
    input: options.input,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', ...options.env },
  });
  return { code: run.status ?? -1, stdout: run.stdout, stderr: run.stderr };
}
