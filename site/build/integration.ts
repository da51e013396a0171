// Astro integration for the Jibe site. At config time, in Node where file paths are real, it reads
// the deck's generator output, stages the files the site serves as they are (the build's public
// folder) and hands the pages their data as the virtual module `virtual:jibe-site`. After the build
// it writes the service worker with the list of every built file to precache, and moves the site,
// built in a temporary folder, into place.

import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AstroIntegration } from 'astro';
import { renderServiceWorker, shouldPrecache, urlForBuiltFile } from './service-worker-source.ts';
import type { SiteData, SiteSettings } from '../src/lib/site-data.ts';
import { exitOnInputError, type SiteBuildFolder, startSiteBuild } from './site-build-fs.ts';
import { readDeckOutput } from './site-data-fs.ts';
import { stageAssets } from './stage-assets-fs.ts';
import { stageStudioDecks } from './studio-decks-fs.ts';

const VIRTUAL_ID = 'virtual:jibe-site';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

function listBuiltFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => statSync(join(dir, name)).isFile())
    .map((name) => name.split('\\').join('/'))
    .sort();
}

/** A short hash of the files' names and bytes (paths inside `dir`), in the order given. */
function hashFiles(dir: string, files: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update(readFileSync(join(dir, file)));
  return hash.digest('hex').slice(0, 12);
}

/** Writes sw.js into the built site, versioned by a hash of every precached file's bytes. */
export function writeServiceWorker(outDir: string, base: string): { files: number; version: string } {
  const files = listBuiltFiles(outDir).filter(shouldPrecache);
  const version = hashFiles(outDir, files);
  const urls = files.map((file) => urlForBuiltFile(base, file));
  writeFileSync(join(outDir, 'sw.js'), renderServiceWorker({ version, base, urls }));
  return { files: files.length, version };
}

export function jibeSiteIntegration(settings: SiteSettings): AstroIntegration {
  let building: SiteBuildFolder | null = null;
  return {
    name: 'jibe-site',
    hooks: {
      'astro:config:setup': ({ command, updateConfig, logger }) => {
        // `astro check` (command "sync") only type-checks: it needs no generator output.
        if (command === 'sync') return;
        const output = exitOnInputError(() => readDeckOutput(settings));
        const staging = join(
          tmpdir(),
          'jibe-site-public',
          createHash('sha256').update(settings.outDir).digest('hex').slice(0, 12),
        );
        const archive = exitOnInputError(() => stageAssets(settings, output, staging));
        const studioDecks = exitOnInputError(() => stageStudioDecks(settings.deckDir, staging));
        const faces = join(staging, 'cards');
        const facesVersion = hashFiles(faces, listBuiltFiles(faces));
        // A build writes beside the site folder and replaces it when done (see site-build-fs.ts).
        if (command === 'build') {
          building = startSiteBuild(settings.outDir);
          updateConfig({ outDir: pathToFileURL(`${building.dir}/`) });
        }
        logger.info(
          `deck ${settings.deck.id}: ${Object.keys(output.cardSvgs).length} cards, ${output.sheets.length + output.rulebookPdfs.length} PDFs${output.rulebook ? ', rulebook' : ''}${output.balance ? ', balance report' : ''}`,
        );
        const { rulebook, balance, ...rest } = output;
        const data: SiteData = {
          settings,
          output: {
            ...rest,
            rulebookHtml: rulebook?.html ?? null,
            balanceReport: balance?.report ?? null,
            balanceChartTitles: balance?.chartTitles ?? {},
          },
          archive,
          facesVersion,
          studioDecks,
        };
        updateConfig({
          publicDir: pathToFileURL(`${staging}/`),
          vite: {
            plugins: [
              {
                name: 'jibe-site-data',
                resolveId: (id: string) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
                load: (id: string) => (id === RESOLVED_ID ? `export default ${JSON.stringify(data)};` : undefined),
              },
            ],
          },
        });
      },
      'astro:build:done': ({ dir, logger }) => {
        const { files, version } = writeServiceWorker(fileURLToPath(dir), settings.base);
        building?.finish();
        building = null;
        logger.info(
          `service worker ${version}: ${files} files precached (${relative(process.cwd(), settings.outDir) || '.'})`,
        );
      },
    },
  };
}
