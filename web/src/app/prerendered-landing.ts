import { registerServiceWorker } from '../lib/service-worker';

/**
 * `/` arrives with the landing page prerendered into index.html at build time
 * (scripts/prerender-landing.ts), hidden because the same file answers every route; public/boot.js
 * has already shown it on `/` before the first paint. On `/` this keeps it as it is, without React or antd's scripts: its links are plain links and load the app
 * on the next page. The service worker is registered as the app does (after load), and the
 * prerendered connection bar comes and goes with the connection. Returns false anywhere else (or if the build
 * carried no prerendered page): the app must start.
 */
export function showPrerenderedLanding(container: HTMLElement): boolean {
  const landing = container.querySelector<HTMLElement>('[data-prerendered="landing"]');
  if (window.location.pathname !== '/' || !landing) return false;
  document.documentElement.dataset.route = 'landing';
  if (landing.dataset.title) document.title = landing.dataset.title;

  // The connection bar (AppStatusBanner's markup) is in the page only while offline.
  const template = landing.querySelector<HTMLTemplateElement>(
    'template[data-prerendered="offline"]',
  );
  const offline = template?.content.firstElementChild;
  if (offline) {
    const follow = () => {
      if (navigator.onLine) offline.remove();
      else if (!offline.isConnected) landing.prepend(offline);
    };
    window.addEventListener('online', follow);
    window.addEventListener('offline', follow);
    follow();
  }
  if (import.meta.env.PROD) registerServiceWorker(() => {});
  return true;
}
