import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppStatusBanner } from '../components/AppStatusBanner';
import { App } from './App';

/**
 * Mounts the app on `container` (replacing the boot brand index.html paints). The first render runs
 * as a transition, so React renders it in slices of a few milliseconds that yield to the browser
 * instead of one long task a slow phone cannot answer taps during (issue 14, Total Blocking Time);
 * the boot brand stays until the page is ready.
 */
export function start(container: HTMLElement): void {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
        <AppStatusBanner serviceWorker={import.meta.env.PROD} />
      </StrictMode>,
    );
  });
}
