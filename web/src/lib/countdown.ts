import { useEffect, useState } from 'react';

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  ended: boolean;
}

/** The time left until `end` (an RFC 3339 timestamp), split for display; all zero once past. */
export function countdownParts(end: string, now: number): CountdownParts {
  const left = Math.max(0, Math.floor((Date.parse(end) - now) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    ended: left === 0,
  };
}

/** The current time, ticking every second while `active`. */
export function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

/** The longest delay setTimeout accepts (~24.8 days); later ends are re-checked after it. */
const MAX_TIMEOUT_MS = 2_147_483_647;

/** Whether `end` has passed; turns true by itself at that moment (one timer, no ticking). */
export function useHasEnded(end: string): boolean {
  const [now, setNow] = useState(() => Date.now());
  const endMs = Date.parse(end);
  const ended = now >= endMs;
  useEffect(() => {
    if (ended) return;
    const timer = window.setTimeout(
      () => setNow(Date.now()),
      Math.min(MAX_TIMEOUT_MS, Math.max(0, endMs - Date.now()) + 50),
    );
    return () => window.clearTimeout(timer);
  }, [ended, endMs, now]);
  return ended;
}
