// Astro integration: hands the build's settings to the pages as the virtual module
// `virtual:jibe-site` (computed here, in the config's Node process, where file paths are real),
// and after the pages are built adds what Astro does not make itself.

import type { AstroIntegration } from 'astro';
import type { SiteSettings } from './site-settings.ts';

const VIRTUAL_ID = 'virtual:jibe-site';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

export function jibeSiteIntegration(settings: SiteSettings): AstroIntegration {
  return {
    name: 'jibe-site',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'jibe-site-settings',
                resolveId: (id: string) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
                load: (id: string) => (id === RESOLVED_ID ? `export default ${JSON.stringify(settings)};` : undefined),
              },
            ],
          },
        });
      },
    },
  };
}
