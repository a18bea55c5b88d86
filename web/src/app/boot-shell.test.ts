import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '../lib/auth-config';
import { setViewportWidth } from '../test/media';
import { runBootJs } from '../test/boot-js';

// public/boot.js picks the page's prerendered shell (scripts/prerender-shells.ts) before the first
// paint, and requests the app's chunks only once that paint is done (issue 14). These tests run the
// real boot.js.

const RAFFLE = '0190f5c2-7d4e-7a3b-9c1d-2e3f4a5b6c7d';
const CHUNKS = '/assets/react-1.js /assets/libs-2.js';

const boot = (page: string) => runBootJs(page, CHUNKS);

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

  it.each(['/app/my-raffles', '/app/raffle/not-an-id', '/app/profile', '/business', '/'])(
    'shows no shell on %s, which has none',
    (page) => {
      setViewportWidth(390);
      boot(page);
      expect(shell()).toBeNull();
    },
  );
});

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
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloads()).toEqual(CHUNKS.split(' '));
  });

  it('are preloaded at once in a hidden tab, which paints nothing', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    boot('/app/timeline');
    expect(preloads()).toEqual(CHUNKS.split(' '));
    expect(frame).not.toHaveBeenCalled();
  });
});
