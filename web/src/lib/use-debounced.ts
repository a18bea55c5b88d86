import { useCallback, useEffect, useRef, useState } from 'react';

/** `value`, once it has stopped changing for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * A callback that runs `delayMs` after the last call (calls in between are folded into one), and
 * whether a call is waiting. Pending calls are dropped on unmount.
 */
export function useDebouncedCallback(
  callback: () => void,
  delayMs: number,
): { run: () => void; pending: boolean } {
  const latest = useRef(callback);
  const timer = useRef<number | undefined>(undefined);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    latest.current = callback;
  }, [callback]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const run = useCallback(() => {
    window.clearTimeout(timer.current);
    setPending(true);
    timer.current = window.setTimeout(() => {
      setPending(false);
      latest.current();
    }, delayMs);
  }, [delayMs]);

  return { run, pending };
}
