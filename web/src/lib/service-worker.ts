/**
 * How long after the page's load the service worker is registered. Its install fetches and stores
 * the shell and the assets (~500 kB through the HTTP cache) in threads of the same phone: started
 * as soon as the page had loaded, it ran during the app's first render and commits and made their
 * tasks longer (issue 14: Lighthouse's Total Blocking Time on a raffle's page 176–283 ms with it,
 * 74–171 ms three seconds later, docs/performance.md).
 */
export const REGISTER_AFTER_LOAD_MS = 3000;

/**
 * Registers the app's service worker (dist/sw.js, built by scripts/service-worker-plugin.ts) once
 * the page has loaded and settled (REGISTER_AFTER_LOAD_MS, then the browser's next idle moment), so
 * it never competes with the first paint or the first render. Calls `onUpdate` when a new release's
 * worker takes over a page an older one was serving: the page then offers to reload.
 */
export function registerServiceWorker(onUpdate: () => void): void {
  if (!('serviceWorker' in navigator)) return;
  const hadController = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (hadController) onUpdate();
  });
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // No worker (private mode, an old browser): the app works online as before.
    });
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 2000 });
    else register();
  };
  const later = () => setTimeout(whenIdle, REGISTER_AFTER_LOAD_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
