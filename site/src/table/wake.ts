// Keeps the screen awake during a game where the browser grants a wake lock; the lock is dropped
// by the browser when the page is hidden, so it is taken again when the page comes back.

export interface Wake {
  set(on: boolean): void;
}

export function keepAwake(): Wake {
  let wanted = false;
  let lock: WakeLockSentinel | null = null;
  const take = async () => {
    if (!wanted || lock !== null || !('wakeLock' in navigator) || document.visibilityState !== 'visible') return;
    try {
      lock = await navigator.wakeLock.request('screen');
      lock.addEventListener('release', () => (lock = null));
    } catch {
      // Refused (battery saver, no permission): the game goes on without it.
    }
  };
  document.addEventListener('visibilitychange', () => void take());
  return {
    set(on) {
      wanted = on;
      if (on) void take();
      else void lock?.release();
    },
  };
}
