// The card archive: read back by an independent reader of its central directory.

import { crc32 } from 'node:zlib';
import { fc, test as prop } from '@fast-check/vitest';
import { expect, test } from 'vitest';
import { makeZip } from '../../site/build/zip.ts';

const text = (s: string) => new TextEncoder().encode(s);

/** Reads a zip back through its central directory (an independent reader for the round trip). */
function readZip(zip: Uint8Array): { name: string; data: Uint8Array; crc: number }[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = zip.length - 22;
  expect(view.getUint32(end, true)).toBe(0x06054b50);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const entries = [];
  for (let i = 0; i < count; i++) {
    expect(view.getUint32(at, true)).toBe(0x02014b50);
    const crc = view.getUint32(at + 16, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const local = view.getUint32(at + 42, true);
    const name = new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength));
    expect(view.getUint32(local, true)).toBe(0x04034b50);
    const dataAt = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    entries.push({ name, data: zip.subarray(dataAt, dataAt + size), crc });
    at += 46 + nameLength;
  }
  return entries;
}

test('an empty archive is just the end record', () => {
  expect(makeZip([])).toHaveLength(22);
});

prop.prop([
  fc.uniqueArray(
    fc.record({ name: fc.stringMatching(/^[a-z0-9-]{1,12}\.png$/), data: fc.uint8Array({ maxLength: 300 }) }),
    { selector: (e) => e.name, maxLength: 6 },
  ),
])('round trip: every entry comes back with its name, bytes and checksum', (entries) => {
  const back = readZip(makeZip(entries));
  expect(back.map((e) => e.name)).toEqual(entries.map((e) => e.name));
  back.forEach((entry, i) => {
    expect([...entry.data]).toEqual([...(entries[i]?.data ?? [])]);
    expect(entry.crc).toBe(crc32(entry.data) >>> 0);
  });
});

test('the same files give the same bytes: entries stored, dated 1 January 2020 whatever the time', () => {
  const files = [{ name: 'a/b.png', data: text('png') }];
  const zip = makeZip(files);
  expect(zip).toEqual(makeZip(files));
  const local = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  expect(local.getUint16(8, true)).toBe(0);
  expect([local.getUint16(10, true), local.getUint16(12, true)]).toEqual([0, ((2020 - 1980) << 9) | (1 << 5) | 1]);
});
