// The Jibe website: static output built from one deck's generator output (see
// site/build/site-settings.ts for the environment variables that choose deck, base and folder).

import { defineConfig } from 'astro/config';
import { readSiteSettings } from './build/site-settings.ts';
import { jibeSiteIntegration } from './build/integration.ts';
import { exitOnInputError } from './build/site-build-fs.ts';

// A missing or invalid deck ends the build with its message, not a stack trace.
const settings = exitOnInputError(() => readSiteSettings(process.env));

export default defineConfig({
  output: 'static',
  outDir: settings.outDir,
  base: settings.base,
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'always' },
  devToolbar: { enabled: false },
  integrations: [jibeSiteIntegration(settings)],
});
