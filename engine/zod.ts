// The schema library as the engine uses it: set to check without compiling code before any schema
// is built. Zod compiles each object schema's check with `new Function` unless told not to, and
// probes for it even then: a page whose Content-Security-Policy has no 'unsafe-eval' (the site as
// `jibe preview` serves it) reports the probe as a violation. Every engine file that builds a schema
// imports `z` from here, so this runs first whatever order a bundler gives the files; the checks
// without compiling are fast enough for files read one at a time.

import { config, z } from 'zod';

config({ jitless: true });

export { z };
