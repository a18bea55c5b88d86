import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REGISTER_AFTER_LOAD_MS, registerServiceWorker } from './service-worker';

// The worker is registered once the page has loaded and settled, never during its first render.

let register: ReturnType<typeof vi.fn>;
let workers: EventTarget & { controller: object | null; register: typeof register };

beforeEach(() => {
  vi.useFakeTimers();
  register = vi.fn(() => Promise.resolve({}));
  workers = Object.assign(new EventTarget(), { controller: null, register });
  Object.defineProperty(navigator, 'serviceWorker', { value: workers, configurable: true });
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(document, 'readyState');
  Reflect.deleteProperty(window, 'requestIdleCallback');
});

describe('registerServiceWorker', () => {
  it('registers /sw.js only once the loaded page has had its time to settle', () => {
    registerServiceWorker(() => {});
    vi.advanceTimersByTime(REGISTER_AFTER_LOAD_MS - 1);
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith('/sw.js');
  });

  it('waits for the load event of a page still loading, then for the delay', () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    registerServiceWorker(() => {});
    vi.advanceTimersByTime(REGISTER_AFTER_LOAD_MS * 2);
    expect(register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(REGISTER_AFTER_LOAD_MS);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('after the delay, waits for an idle moment where the browser has them', () => {
    const idle: Array<() => void> = [];
    Object.defineProperty(window, 'requestIdleCallback', {
      value: (callback: () => void) => idle.push(callback),
      configurable: true,
    });
    registerServiceWorker(() => {});
    vi.advanceTimersByTime(REGISTER_AFTER_LOAD_MS);
    expect(register).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    for (const callback of idle) callback();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('offers the update only when a new worker replaces one that served the page', () => {
    const first = vi.fn();
    registerServiceWorker(first);
    workers.dispatchEvent(new Event('controllerchange'));
    expect(first).not.toHaveBeenCalled();

    workers.controller = {};
    const second = vi.fn();
    registerServiceWorker(second);
    workers.dispatchEvent(new Event('controllerchange'));
    expect(second).toHaveBeenCalledTimes(1);
  });
});
