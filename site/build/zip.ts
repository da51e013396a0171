// The "all card PNGs" download: a zip of stored entries (PNGs are compressed already), written by
// fflate, with one fixed date so that two builds of the same files give the same bytes.

import { zipSync } from 'fflate';

export interface ZipEntry {
  /** Path inside the archive, with forward slashes. */
  name: string;
  data: Uint8Array;
}

/** 1 January 2020 in local time: zip keeps local DOS dates, so this reads back the same anywhere. */
const FIXED_DATE = new Date(2020, 0, 1);

/** Builds a zip archive of the entries, in the order given. */
export function makeZip(entries: readonly ZipEntry[]): Uint8Array {
  return zipSync(
    Object.fromEntries(entries.map((entry) => [entry.name, [entry.data, { level: 0, mtime: FIXED_DATE }]])),
  );
}
