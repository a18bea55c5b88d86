import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TicketShell } from '../features/tickets/components/TicketShell';
import { holdTimeLeft } from '../features/tickets/hold-time';
import { AUTH_STORAGE_KEY } from '../lib/auth-config';
import { formatDateTime } from '../lib/format';
import { es } from '../locales/es';
import { runBootJs } from '../test/boot-js';
import { setViewportWidth } from '../test/media';

// The ticket page's prerendered shell (features/tickets/components/TicketShell.tsx): public/boot.js
// fills in a pending ticket's hold from the ticket it requested, before the app's scripts (issue
// 14). These tests run the real boot.js on the real shell's markup and compare what it writes with
// what the app writes for the same ticket.

const TICKET = '01a20ccf-ee4f-7e46-a345-12261321687c';
const NOW = Date.parse('2026-11-24T14:00:00.000Z');

function storeSession() {
  window.localStorage.setItem(
    AUTH_STORAGE_KEY,
    JSON.stringify({ access_token: 'token', expires_at: Math.floor(NOW / 1000) + 3600 }),
  );
}

/** Boots the ticket's page on a phone, its shell in the page, the ticket answered as `ticket`. */
function boot(ticket: object) {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: NOW });
  setViewportWidth(390);
  storeSession();
  const shell = renderToString(
    <MemoryRouter>
      <TicketShell />
    </MemoryRouter>,
  );
  document.body.innerHTML = `<div data-prerendered="ticket">${shell}</div>`;
  runBootJs(`/app/tickets/${TICKET}`, '', () => ({ id: TICKET, ...ticket }));
  return {
    hold: document.querySelector<HTMLElement>('[data-fill="hold"]')!,
    time: () => document.querySelector('[role="timer"]')!.textContent,
  };
}

/**
 * Once boot.js has acted on the ticket's answer: the same steps as its own on the same answer,
 * chained after them, so each of ours runs after boot.js's.
 */
const answered = () =>
  window
    .rifaPrefetched![0]!.response.then((answer) => (answer.ok ? answer.clone().json() : null))
    .then(() => undefined);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-shell');
  document.head.querySelectorAll('link').forEach((link) => link.remove());
  window.localStorage.clear();
  delete window.rifaPrefetched;
  delete window.rifaPainted;
  window.history.replaceState(null, '', '/');
});

describe("boot.js: a ticket's hold in the page's shell", () => {
  it.each([
    ['within a day', ((5 * 60 + 7) * 60 + 9) * 1000],
    ['beyond a day', (((2 * 24 + 3) * 60 + 4) * 60 + 5) * 1000],
  ])('is written as the app writes it, %s, and ticks', async (_, left) => {
    const expiresAt = new Date(NOW + left).toISOString();
    const { hold, time } = boot({ status: 'pending', expires_at: expiresAt });
    expect(document.documentElement.getAttribute('data-shell')).toBe('ticket');
    await answered();
    expect(hold.hidden).toBe(false);
    expect(hold.closest('[data-prerendered]')?.hasAttribute('data-filled')).toBe(true);
    expect(time()).toBe(holdTimeLeft(expiresAt, NOW).text);
    expect(hold.textContent).toContain(es.ticketPage.hold.label);
    expect(hold.textContent).toContain(es.ticketPage.hold.until(formatDateTime(expiresAt)));

    vi.advanceTimersByTime(1000);
    expect(time()).toBe(holdTimeLeft(expiresAt, NOW + 1000).text);
  });

  it('goes once the hold runs out (the app then says it ended)', async () => {
    const { hold } = boot({ status: 'pending', expires_at: new Date(NOW + 3000).toISOString() });
    await answered();
    expect(hold.hidden).toBe(false);
    vi.advanceTimersByTime(3000);
    expect(hold.hidden).toBe(true);
  });

  it.each([
    ['paid', { status: 'paid', expires_at: null }],
    ['reported (no hold running)', { status: 'pending', expires_at: null }],
    ['whose hold has ended', { status: 'pending', expires_at: new Date(NOW - 1000).toISOString() }],
  ])('stays hidden for a ticket %s', async (_, ticket) => {
    const { hold } = boot(ticket);
    await answered();
    expect(hold.hidden).toBe(true);
    expect(hold.closest('[data-prerendered]')?.hasAttribute('data-filled')).toBe(false);
  });
});
