// A camera for the scorekeeper's Scan in Chromium: an init script hands the page a canvas's stream
// for getUserMedia, and the test puts pictures on the canvas. A canvas's stream shows the page's
// reader the canvas's pixels exactly (the video path neither scales nor re-encodes a canvas of the
// frame's size: checked by hashing what the page hands its reading thread), so raw pixels put on it
// are read as they are, whatever moment the page grabs.

import type { Page } from 'playwright-core';

/**
 * Runs in the page before its scripts: getUserMedia gives a stream of a canvas the test draws on
 * (`jibeCamera.show` a picture scaled to fit, `jibeCamera.put` raw pixels as they are), and every
 * reading of the camera view (each write of `data-scan-ms`) is counted and its time kept
 * (`jibeMs`, in order: the n-th is the reading of the n-th frame sent). The frames the page hands
 * its reading thread are watched (`jibeSent`: a hash of each frame's pixels, in order), so that a
 * test can tell which picture each reading was of. A canvas's stream shows the reader the
 * canvas's pixels exactly (the video path neither scales nor re-encodes a canvas of the frame's
 * size), and the hashes check it at every play.
 */
export function fakeCamera(size: { width: number; height: number }): void {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const g = canvas.getContext('2d')!;
  // The table's wood, where the photo does not reach.
  const wood = () => {
    g.fillStyle = 'rgb(135, 101, 67)';
    g.fillRect(0, 0, size.width, size.height);
  };
  wood();
  const w = window as unknown as {
    jibeCamera: { show(url: string): Promise<void>; put(base64: string): number };
    jibeReadings: number;
    jibeSent: number[];
    jibeMs: number[];
  };
  w.jibeReadings = 0;
  w.jibeSent = [];
  w.jibeMs = [];
  // FNV-1a over the pixels' 32-bit words: tells the frames apart, and is cheap beside a reading.
  const hash = (bytes: Uint8Array | Uint8ClampedArray): number => {
    const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >> 2);
    let h = 0x811c9dc5;
    for (let i = 0; i < words.length; i++) h = Math.imul(h ^ words[i]!, 0x01000193);
    return h >>> 0;
  };
  const NativeWorker = window.Worker;
  window.Worker = class extends NativeWorker {
    override postMessage(message: unknown, transfer?: unknown): void {
      const data = (message as { data?: unknown } | null)?.data;
      if (data instanceof Uint8ClampedArray) w.jibeSent.push(hash(data));
      super.postMessage(message, transfer as Transferable[]);
    }
  };
  w.jibeCamera = {
    async show(url) {
      const picture = new Image();
      picture.src = url;
      await picture.decode();
      const k = Math.min(1, size.width / picture.width, size.height / picture.height);
      wood();
      g.drawImage(
        picture,
        (size.width - picture.width * k) / 2,
        (size.height - picture.height * k) / 2,
        picture.width * k,
        picture.height * k,
      );
    },
    put(base64) {
      const text = atob(base64);
      const bytes = new Uint8ClampedArray(text.length);
      for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
      g.putImageData(new ImageData(bytes, size.width, size.height), 0, 0);
      return hash(bytes);
    },
  };
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: async () => canvas.captureStream() },
  });
  new MutationObserver((records) => {
    w.jibeReadings += records.length;
    for (const record of records) w.jibeMs.push(Number((record.target as Element).getAttribute('data-scan-ms')));
  }).observe(document, { subtree: true, attributeFilter: ['data-scan-ms'] });
}

export const readings = (page: Page) =>
  page.evaluate(() => (window as unknown as { jibeReadings: number }).jibeReadings);

/** Puts a picture before the camera, scaled to fit the frame on the table's wood. */
export const showFrame = (page: Page, url: string) =>
  page.evaluate(
    (frame) => (window as unknown as { jibeCamera: { show(u: string): Promise<void> } }).jibeCamera.show(frame),
    url,
  );

/** Puts raw RGBA pixels of the frame's size before the camera, as they are; their hash. */
export const putFrame = (page: Page, rgba: Uint8Array | Uint8ClampedArray) =>
  page.evaluate(
    (b64) => (window as unknown as { jibeCamera: { put(b: string): number } }).jibeCamera.put(b64),
    Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength).toString('base64'),
  );

/** The hashes of the frames the page has handed its reading thread, in order. */
export const framesSent = (page: Page) => page.evaluate(() => (window as unknown as { jibeSent: number[] }).jibeSent);

/** The milliseconds of each reading the page has judged (`data-scan-ms`), in the order of `framesSent`. */
export const readingsMs = (page: Page) => page.evaluate(() => (window as unknown as { jibeMs: number[] }).jibeMs);
