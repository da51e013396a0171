import { expect, test } from 'vitest';
import { oneAtATime } from '../../site/src/score/one-at-a-time.ts';

test('a second tap while the first is saving is ignored, a tap after it runs again', async () => {
  const runs: string[] = [];
  let finish = () => {};
  const pass = oneAtATime()(async (who: string) => {
    runs.push(who);
    await new Promise<void>((done) => {
      finish = done;
    });
  });
  const first = pass('Ana');
  const second = pass('Ana');
  finish();
  await Promise.all([first, second]);
  expect(runs).toEqual(['Ana']);
  const third = pass('Ben');
  finish();
  await third;
  expect(runs).toEqual(['Ana', 'Ben']);
});

test('a failed action frees the control again', async () => {
  let calls = 0;
  const act = oneAtATime()(async () => {
    calls++;
    throw new Error('storage full');
  });
  await expect(act()).rejects.toThrow('storage full');
  await expect(act()).rejects.toThrow('storage full');
  expect(calls).toBe(2);
});

test('one lock covers every control it wraps: Skip bonus then Undo from one double tap is one action', async () => {
  const runs: string[] = [];
  let finish = () => {};
  const guard = oneAtATime();
  const slow = (name: string) => async () => {
    runs.push(name);
    await new Promise<void>((done) => {
      finish = done;
    });
  };
  const skip = guard(slow('skip'));
  const undo = guard(slow('undo'));
  const first = skip();
  const second = undo();
  finish();
  await Promise.all([first, second]);
  expect(runs).toEqual(['skip']);
});
