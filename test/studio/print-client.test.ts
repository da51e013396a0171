// The Studio's print control shares the files among as many print threads as the browser has
// processors (1 to 4; the home sheets one a paper), joins their parts in one run's order and has the
// first thread zip them; a refusal or a failure of any part is the answer. The threads here are
// stand-ins that answer at once.

import { describe, expect, test } from 'vitest';
import { DEFAULT_PRINT_OPTIONS } from '../../draw/print-options.ts';
import {
  createPrintClient,
  type PrintAsk,
  type PrintReply,
  type PrintRequest,
  printThreads,
} from '../../site/src/draw/print-client.ts';

type Answer = (request: PrintRequest, thread: number) => PrintReply;

/** Stand-in print threads: each request is logged with its thread's number and answered by `answer`. */
function fakeThreads(answer: Answer) {
  const log: { thread: number; request: PrintRequest }[] = [];
  let started = 0;
  const create = () => {
    const thread = started++;
    const worker = {
      onmessage: null as ((event: { data: PrintReply }) => void) | null,
      onerror: null,
      postMessage(request: PrintRequest) {
        log.push({ thread, request });
        queueMicrotask(() => worker.onmessage?.({ data: answer(request, thread) }));
      },
      terminate() {},
    };
    return worker as unknown as Worker;
  };
  return { create, log, started: () => started };
}

const ASK: PrintAsk = {
  bundle: {},
  kind: 'cards',
  papers: [],
  ...DEFAULT_PRINT_OPTIONS,
  lowInk: false,
  folder: 'classic',
};
const png = (n: number) => ({ path: n === 80 ? 'cards/back.png' : `cards/c${n}.png`, bytes: Uint8Array.of(n) });

/** Each thread makes its share of the files one run makes (a PDF for the shop, then 81 PNGs); zips list what they hold. */
const answerParts: Answer = (request) => {
  if (request.what === 'zip')
    return { id: request.id, kind: 'made', bytes: Uint8Array.of(9), zipped: true, files: request.files.length };
  const { index, count } = request.part;
  const pdfs = request.kind === 'shop' ? [{ path: 'sheets/shop.pdf', bytes: Uint8Array.of(1) }] : [];
  const all = [...pdfs, ...Array.from({ length: 81 }, (_, n) => png(n))];
  return { id: request.id, kind: 'part', files: all.filter((_, n) => n % count === index) };
};

describe('print threads', () => {
  test.each([
    [undefined, 1],
    [0, 1],
    [1, 1],
    [2, 2],
    [3, 3],
    [16, 4],
    [Number.NaN, 1],
  ])('a browser with %s processors gets %i print threads', (processors, threads) =>
    expect(printThreads(processors)).toBe(threads),
  );

  test('the card PNGs are shared among the threads and zipped by the first, in one run’s order', async () => {
    const { create, log } = fakeThreads(answerParts);
    const made = await createPrintClient(create, 3).make(ASK);
    expect(made).toMatchObject({ kind: 'made', zipped: true, files: 81 });
    const parts = log.filter((l) => l.request.what === 'make');
    expect(parts.map((l) => [l.thread, l.request.what === 'make' && l.request.part])).toEqual([
      [0, { index: 0, count: 3 }],
      [1, { index: 1, count: 3 }],
      [2, { index: 2, count: 3 }],
    ]);
    const zip = log.find((l) => l.request.what === 'zip')!;
    expect(zip.thread).toBe(0);
    expect(zip.request.what === 'zip' && zip.request.files.map((f) => f.path)).toEqual(
      Array.from({ length: 81 }, (_, n) => png(n).path),
    );
  });

  test('a shop’s PDF and PNGs are shared alike and come out in one run’s order', async () => {
    const { create, log } = fakeThreads(answerParts);
    expect(await createPrintClient(create, 2).make({ ...ASK, kind: 'shop' })).toMatchObject({ files: 82 });
    const zip = log.find((l) => l.request.what === 'zip')!;
    expect(zip.request.what === 'zip' && zip.request.files.map((f) => f.path)).toEqual([
      'sheets/shop.pdf',
      ...Array.from({ length: 81 }, (_, n) => png(n).path),
    ]);
  });

  test('the home sheets on two papers are a thread’s work each, zipped in order', async () => {
    const { create, log, started } = fakeThreads((request) =>
      request.what === 'zip'
        ? { id: request.id, kind: 'made', bytes: Uint8Array.of(9), zipped: true, files: request.files.length }
        : {
            id: request.id,
            kind: 'part',
            files: request.papers
              .filter((_, n) => n % request.part.count === request.part.index)
              .map((paper) => ({ path: `sheets/${paper}-long.pdf`, bytes: Uint8Array.of(7) })),
          },
    );
    const made = await createPrintClient(create, 4).make({ ...ASK, kind: 'home', papers: ['a4', 'letter'] });
    expect(started()).toBe(2);
    expect(made).toMatchObject({ kind: 'made', zipped: true, files: 2 });
    const zip = log.find((l) => l.request.what === 'zip')!;
    expect(zip.request.what === 'zip' && zip.request.files.map((f) => f.path)).toEqual([
      'sheets/a4-long.pdf',
      'sheets/letter-long.pdf',
    ]);
  });

  test('the home sheets on one paper are one thread’s work, and the PDF downloads as it is', async () => {
    const { create, log, started } = fakeThreads((request) => ({
      id: request.id,
      kind: 'part',
      files: [{ path: 'sheets/a4-long.pdf', bytes: Uint8Array.of(7) }],
    }));
    const made = await createPrintClient(create, 4).make({ ...ASK, kind: 'home', papers: ['a4'] });
    expect(made).toEqual({ id: 0, kind: 'made', bytes: Uint8Array.of(7), zipped: false, files: 1 });
    expect(log).toHaveLength(1);
    expect(started()).toBe(1);
  });

  test('a part refused is the answer, whatever the other parts did', async () => {
    const problems = [{ path: 'deck.icons[0].art', message: 'cannot be read' }];
    const { create } = fakeThreads((request, thread) =>
      thread === 1 ? { id: request.id, kind: 'refused', problems } : answerParts(request, thread),
    );
    expect(await createPrintClient(create, 2).make(ASK)).toMatchObject({ kind: 'refused', problems });
  });

  test('a part that failed is the answer', async () => {
    const { create } = fakeThreads((request, thread) =>
      thread === 0 ? { id: request.id, kind: 'failed', message: 'out of memory' } : answerParts(request, thread),
    );
    expect(await createPrintClient(create, 2).make(ASK)).toMatchObject({ kind: 'failed', message: 'out of memory' });
  });
});
