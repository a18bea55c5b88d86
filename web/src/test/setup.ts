import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installMatchMedia, setViewportWidth } from './media';

// jsdom has no matchMedia (antd's Grid and the app's layout switch need it): answer width queries
// from a viewport width the tests control. Desktop unless a test says otherwise.
installMatchMedia();

// Nor ResizeObserver (antd's menus and tooltips observe sizes); nothing resizes in jsdom.
class NoopResizeObserver implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= NoopResizeObserver;

afterEach(() => {
  cleanup();
  setViewportWidth(1280);
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// Lazy routes are compiled on first import in Vitest; on a busy 2-core machine that can take
// seconds, so async queries get more time than the default second.
configure({ asyncUtilTimeout: 20_000 });
