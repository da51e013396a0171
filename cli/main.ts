// The `jibe` command line's process: the arguments of the process in, its streams for the text, and
// runCli's answer as the exit code (commands/run-cli.ts does the rest and never exits the process).

import { hideBin } from 'yargs/helpers';
import { runCli } from './commands/run-cli.ts';

process.exitCode = await runCli(hideBin(process.argv), { stdout: process.stdout, stderr: process.stderr });
