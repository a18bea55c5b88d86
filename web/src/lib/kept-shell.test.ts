import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepFilledShell, releaseKeptShell } from './kept-shell';

// A shell public/boot.js filled stays in front of the app (outside #root, which the app's first
// render empties) until the page releases it, or 10 s have passed.

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

function page(filled: boolean) {
  document.body.innerHTML = `<div id="root"><div data-prerendered="ticket"${filled ? ' data-filled' : ''}>hold</div></div>`;
  return document.getElementById('root')!;
}

describe('keepFilledShell', () => {
  it('moves a filled shell out of the container, in front, until it is released', () => {
    const root = page(true);
    keepFilledShell(root);
    expect(root.children).toHaveLength(0);
    const kept = document.querySelector('body > .rifa-kept-shell');
    expect(kept?.getAttribute('data-prerendered')).toBe('ticket');
    expect(kept?.getAttribute('aria-hidden')).toBe('true');
    releaseKeptShell();
    expect(document.querySelector('[data-prerendered]')).toBeNull();
  });

  it('leaves a shell boot.js did not fill where the app replaces it', () => {
    const root = page(false);
    keepFilledShell(root);
    expect(root.querySelector('[data-prerendered]')).not.toBeNull();
    expect(document.querySelector('.rifa-kept-shell')).toBeNull();
  });

  it('lets it go after 10 s if the page never releases it', () => {
    vi.useFakeTimers();
    keepFilledShell(page(true));
    vi.advanceTimersByTime(9_999);
    expect(document.querySelector('.rifa-kept-shell')).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.querySelector('.rifa-kept-shell')).toBeNull();
  });
});
