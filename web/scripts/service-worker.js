/* global self, caches */
/* The app's service worker (issue 14). Built by scripts/service-worker-plugin.ts into dist/sw.js,
 * which replaces the two placeholders below with this release's version and shell files.
 *
 * - The shell (index.html, the entry's scripts and styles, the manifest and icons) is cached at
 *   install; a navigation inside the app is answered from it at once, with no network round trip.
 * - Hashed files under /assets/ never change: cache-first, kept as they are fetched (route chunks).
 * - Nothing else is touched: /api/, /auth/, /realtime/, /storage/ and every other request go to the
 *   network untouched, so no answer with personal data ever lands in a cache.
 * - A new release is a new sw.js: it installs, takes over at once (skipWaiting, clients.claim) and
 *   the page offers to reload ('Nueva versión disponible'); old shells are deleted.
 */
const VERSION = '__RIFA_SW_VERSION__';
const SHELL_FILES = JSON.parse('__RIFA_SW_SHELL__');
const SHELL_CACHE = `rifa-shell-${VERSION}`;
const ASSET_CACHE = 'rifa-assets';
/** Route chunks kept at most (oldest dropped first): old releases' chunks do not pile up. */
const MAX_ASSETS = 120;
/** Paths the worker never answers nor caches (server data, sign-in, sockets, files). */
const NETWORK_ONLY = ['/api/', '/auth/', '/realtime/', '/storage/'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL_FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('rifa-shell-') && key !== SHELL_CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => trimAssets())
      .then(() => self.clients.claim()),
  );
});

async function trimAssets() {
  const cache = await caches.open(ASSET_CACHE);
  const keys = await cache.keys();
  await Promise.all(
    keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((k) => cache.delete(k)),
  );
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (NETWORK_ONLY.some((prefix) => url.pathname.startsWith(prefix))) return;

  if (request.mode === 'navigate' && !/\.[a-z0-9]+$/i.test(url.pathname)) {
    // An app route (a file opened directly, e.g. /favicon.svg, is left to the network). A buyer's
    // ticket is answered by rifa-server as HTML with the ticket in it (ticket_page.cpp): from the
    // network, the shell only when that fails (offline).
    event.respondWith(TICKET_PAGE.test(url.pathname) ? fromNetwork(request) : shell(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(asset(request));
  } else if (SHELL_FILES.includes(url.pathname)) {
    event.respondWith(caches.match(url.pathname).then((hit) => hit ?? fetch(request)));
  }
});

const TICKET_PAGE = /^\/app\/tickets\/[^/]+$/;

/** The server's answer to a navigation; the cached shell when the network fails. */
async function fromNetwork(request) {
  try {
    return await fetch(request);
  } catch {
    return shell(request);
  }
}

/** The SPA's index.html from the cache (every route is the same document); the network if absent. */
async function shell(request) {
  const cached = await caches.match('/index.html', { cacheName: SHELL_CACHE });
  if (cached) return cached;
  return fetch(request);
}

async function asset(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const copy = response.clone();
    caches.open(ASSET_CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}
