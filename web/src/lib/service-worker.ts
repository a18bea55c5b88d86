/**
 * Registers the app's service worker (dist/sw.js, built by scripts/service-worker-plugin.ts) once
 * the page has loaded, so it never competes with the first paint. Calls `onUpdate` when a new
 * release's worker takes over a page an older one was serving: the page then offers to reload.
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
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
