// The CMYK edge: Ghostscript turns an RGB PDF into PDF/X-3 with an output intent, converting
// colours through a named ICC profile. Ghostscript is a system program (Debian: ghostscript);
// when it is missing the build says so and writes nothing.

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { InputError } from '../../lib/input-error.ts';

/** The profile Debian's ghostscript ships for CMYK output (a generic coated press, SWOP-like). */
export const CMYK_PROFILE = '/usr/share/color/icc/ghostscript/default_cmyk.icc';

/** The path of `gs` on the PATH, or null. */
export function findGhostscript(path = process.env.PATH ?? ''): string | null {
  for (const dir of path.split(delimiter).filter(Boolean)) {
    const file = join(dir, 'gs');
    if (existsSync(file)) return file;
  }
  return null;
}

// PDFX_def.ps of Ghostscript, reduced to what PDF/X-3 needs: the version key, the output intent
// with its profile embedded, and the condition it names.
const pdfxDefinition = (title: string, profile: string): string => `%!
[ /GTS_PDFXVersion (PDF/X-3:2002) /Title (${title.replace(/[()\\]/g, '')}) /Trapped /False
  /CreationDate (D:20240101000000Z) /ModDate (D:20240101000000Z) /DOCINFO pdfmark
[/_objdef {icc_PDFX} /type /stream /OBJ pdfmark
[{icc_PDFX} << /N 4 >> /PUT pdfmark
[{icc_PDFX} (${profile}) (r) file /PUT pdfmark
[/_objdef {OutputIntent_PDFX} /type /dict /OBJ pdfmark
[{OutputIntent_PDFX} <<
  /Type /OutputIntent /S /GTS_PDFX
  /OutputCondition (Generic coated offset, Ghostscript default_cmyk.icc)
  /OutputConditionIdentifier (Custom) /RegistryName (http://www.color.org)
  /Info (Ghostscript default_cmyk.icc) /DestOutputProfile {icc_PDFX}
>> /PUT pdfmark
[{Catalog} << /OutputIntents [ {OutputIntent_PDFX} ] >> /PUT pdfmark
`;

/**
 * Ghostscript's file ID hashes the (temporary) file name: replaced by a hash of the content, the
 * same length so no offset moves, two builds of one deck are byte-identical.
 */
function withContentId(pdf: Buffer): Buffer {
  const text = pdf.toString('latin1');
  const id = /\/ID\s*\[<([0-9A-Fa-f]{32})><([0-9A-Fa-f]{32})>\]/.exec(text);
  if (!id) return pdf;
  const blank = text.replace(id[0], id[0].replace(/[0-9A-Fa-f]{32}/g, '0'.repeat(32)));
  const hash = createHash('md5').update(blank, 'latin1').digest('hex').toUpperCase();
  return Buffer.from(text.replace(id[0], id[0].replace(/[0-9A-Fa-f]{32}/g, hash)), 'latin1');
}

/** Converts `pdf` to CMYK PDF/X-3; throws InputError naming `flag` when Ghostscript is missing. */
export function convertToPdfX(pdf: Buffer, title: string, flag = '--cmyk'): Buffer {
  const gs = findGhostscript();
  if (gs === null)
    throw new InputError(
      flag,
      'needs Ghostscript (gs) on the PATH for the CMYK conversion: apt-get install ghostscript',
    );
  if (!existsSync(CMYK_PROFILE))
    throw new InputError(flag, `needs the CMYK profile ${CMYK_PROFILE} (Debian's ghostscript package ships it)`);
  const dir = mkdtempSync(join(tmpdir(), 'jibe-pdfx-'));
  try {
    writeFileSync(join(dir, 'in.pdf'), pdf);
    writeFileSync(join(dir, 'pdfx.ps'), pdfxDefinition(title, CMYK_PROFILE));
    execFileSync(
      gs,
      [
        '-q',
        '-dBATCH',
        '-dNOPAUSE',
        '-dPDFX=true',
        '-sDEVICE=pdfwrite',
        '-sColorConversionStrategy=CMYK',
        '-sProcessColorModel=DeviceCMYK',
        `-sOutputICCProfile=${CMYK_PROFILE}`,
        `--permit-file-read=${CMYK_PROFILE}`,
        // Boxes the source set (TrimBox, BleedBox) are kept; a fixed date keeps builds identical.
        '-dPDFSETTINGS=/prepress',
        `-sOutputFile=${join(dir, 'out.pdf')}`,
        join(dir, 'pdfx.ps'),
        join(dir, 'in.pdf'),
      ],
      // SOURCE_DATE_EPOCH makes Ghostscript's dates and file ID the same on every build.
      { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, SOURCE_DATE_EPOCH: '1704067200' } },
    );
    return withContentId(readFileSync(join(dir, 'out.pdf')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
