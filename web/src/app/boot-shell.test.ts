import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '../lib/auth-config';
import { setViewportWidth } from '../test/media';
import { runBootJs } from '../test/boot-js';

// public/boot.js picks the page's prerendered shell (scripts/prerender-shells.ts) before the first
// paint, and requests the app's chunks only once that paint is done (issue 14). These tests run the
// real boot.js.

const RAFFLE = '0190f5c2-7d4e-7a3b-9c1d-2e3f4a5b6c7d';
const CHUNKS = '/assets/react-1.js /assets/libs-2.js';

/** Every boot's moment to preload (boot.js's window.rifaPainted), to wait for them all. */
let painted: Promise<void>[] = [];
const boot = (page: string) => {
  const requests = runBootJs(page, CHUNKS);
  if (window.rifaPainted) painted.push(window.rifaPainted);
  return requests;
};

const shell = () => document.documentElement.getAttribute('data-shell');
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-shell');
  document.documentElement.removeAttribute('data-route');
  document.head.querySelectorAll('link').forEach((link) => link.remove());
  delete window.rifaPrefetched;
  delete window.rifaPainted;
  window.history.replaceState(null, '', '/');
});

describe('boot.js: the prerendered shell', () => {
  it.each([
    ['/app', 'home'],
    ['/app/timeline', 'timeline'],
    [`/app/raffle/${RAFFLE}`, 'raffle'],
  ])('shows the shell of %s on a phone', (page, id) => {
    setViewportWidth(390);
    boot(page);
    expect(shell()).toBe(id);
  });

  it("shows the tickets page's shell (its signed-in frame) only where a session is stored", () => {
    setViewportWidth(390);
    boot('/app/tickets');
    expect(shell()).toBeNull();

    // Whatever the stored session holds: the app reads it (and refreshes it if needed) later.
    window.localStorage.setItem(AUTH_STORAGE_KEY, '{"expires_at":0}');
    boot('/app/tickets');
    expect(shell()).toBe('tickets');
  });

  it('shows no shell from the width where the app has its sider', () => {
    setViewportWidth(1280);
    boot('/app/timeline');
    expect(shell()).toBeNull();
  });

  it.each([
    '/app/my-raffles',
    '/app/raffle/not-an-id',
    `/app/tickets/${RAFFLE}`, // a ticket's page, without a stored session
    '/app/profile',
    '/business',
    '/',
  ])('shows no shell on %s, which has none', (page) => {
    setViewportWidth(390);
    boot(page);
    expect(shell()).toBeNull();
  });
});

/**
 * A PerformanceObserver for boot.js that reports what the test says: `report(type, entry)` hands
 * the entry to every connected observer of that type.
 */
function fakePaintObservers() {
  const observers = new Set<{ type: string; callback: PerformanceObserverCallback }>();
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    private registered?: { type: string; callback: PerformanceObserverCallback };
    private readonly callback: PerformanceObserverCallback;
    constructor(callback: PerformanceObserverCallback) {
      this.callback = callback;
    }
    observe({ type }: { type: string }) {
      this.registered = { type, callback: this.callback };
      observers.add(this.registered);
    }
    disconnect() {
      if (this.registered) observers.delete(this.registered);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    report(type: string, entry: object) {
      for (const observer of [...observers])
        if (observer.type === type)
          observer.callback(
            { getEntries: () => [entry] } as unknown as PerformanceObserverEntryList,
            {} as PerformanceObserver,
          );
    },
    active: () => observers.size,
  };
}

describe("boot.js: the app's chunks", () => {
  it('are preloaded once the first frame has been painted, not before', async () => {
    setViewportWidth(390);
    let paint: FrameRequestCallback = () => {};
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      paint = callback;
      return 1;
    });
    boot('/app/timeline');
    expect(preloads()).toEqual([]);
    // antd's stylesheet, which that paint waits for, is linked at once.
    expect(document.head.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe(
      '/assets/antd.css',
    );

    paint(performance.now());
    expect(preloads()).toEqual([]);
    await window.rifaPainted;
    expect(preloads()).toEqual(CHUNKS.split(' '));
  });

  it('are preloaded at once in a hidden tab, which paints nothing', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    boot('/app/timeline');
    await window.rifaPainted;
    expect(preloads()).toEqual(CHUNKS.split(' '));
    expect(frame).not.toHaveBeenCalled();
  });

  describe("where the server put the page's image into its shell", () => {
    let image: HTMLImageElement;
    beforeEach(async () => {
      // The earlier tests' boots preload when their frame comes: wait for them, then start clean.
      await Promise.all(painted);
      painted = [];
      document.head.querySelectorAll('link').forEach((link) => link.remove());
      setViewportWidth(390);
      vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
      document.body.innerHTML =
        '<div data-prerendered="raffle"><img fetchpriority="high" src="/hero.webp"></div>';
      image = document.querySelector('img')!;
      // jsdom loads no images: the image stays incomplete until the test says otherwise.
      vi.spyOn(image, 'complete', 'get').mockReturnValue(false);
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.useRealTimers();
      document.body.innerHTML = '';
    });

    it.each([
      ['loaded', 'load'],
      ['failed', 'error'],
    ])('are preloaded once that image has %s (and a frame has passed)', async (_, event) => {
      boot(`/app/raffle/${RAFFLE}`);
      await vi.advanceTimersByTimeAsync(1000);
      expect(preloads()).toEqual([]);

      image.dispatchEvent(new Event(event));
      await vi.advanceTimersByTimeAsync(20);
      expect(preloads()).toEqual(CHUNKS.split(' '));
    });

    it('but not after 2 s: a slow image does not hold the app back longer', async () => {
      boot(`/app/raffle/${RAFFLE}`);
      await vi.advanceTimersByTimeAsync(1990);
      expect(preloads()).toEqual([]);
      await vi.advanceTimersByTimeAsync(40);
      expect(preloads()).toEqual(CHUNKS.split(' '));
    });

    it("where the browser reports paints, once it has reported the image's", async () => {
      const observers = fakePaintObservers();
      boot(`/app/raffle/${RAFFLE}`);
      // A frame has passed, but the paint is not on screen yet.
      await vi.advanceTimersByTimeAsync(50);
      expect(preloads()).toEqual([]);

      observers.report('paint', { name: 'first-contentful-paint' });
      await vi.advanceTimersByTimeAsync(20);
      image.dispatchEvent(new Event('load'));
      await vi.advanceTimersByTimeAsync(50);
      expect(preloads()).toEqual([]);
      // Another element's largest paint is not the image's.
      observers.report('largest-contentful-paint', { element: document.body });
      await vi.advanceTimersByTimeAsync(20);
      expect(preloads()).toEqual([]);

      observers.report('largest-contentful-paint', { element: image });
      await vi.advanceTimersByTimeAsync(1);
      expect(preloads()).toEqual(CHUNKS.split(' '));
      expect(observers.active()).toBe(0);
    });

    it('where the browser reports paints, once the first paint is on screen when the shell has no image', async () => {
      document.body.innerHTML = '<div data-prerendered="timeline"><h1>Timeline</h1></div>';
      const observers = fakePaintObservers();
      boot('/app/timeline');
      await vi.advanceTimersByTimeAsync(50);
      expect(preloads()).toEqual([]);
      observers.report('paint', { name: 'first-paint' });
      await vi.advanceTimersByTimeAsync(20);
      expect(preloads()).toEqual([]);
      observers.report('paint', { name: 'first-contentful-paint' });
      await vi.advanceTimersByTimeAsync(1);
      expect(preloads()).toEqual(CHUNKS.split(' '));
    });

    it('not on a desktop, which does not show the shell', async () => {
      setViewportWidth(1280);
      boot(`/app/raffle/${RAFFLE}`);
      await vi.advanceTimersByTimeAsync(20);
      expect(preloads()).toEqual(CHUNKS.split(' '));
    });
  });
});
