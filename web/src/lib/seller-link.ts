/**
 * A seller's personal link (`/app/raffle/{id}?v=CODE`, issue 36): the code is kept per raffle for
 * this browser session, so it survives the sign-in detour and a return to the raffle, and is sent
 * with the purchase (public/raffle-page.js keeps it too, under the same key, before the app
 * arrives). The server alone decides what it means (an unknown or removed seller's code
 * credits nobody); the client only passes it on.
 */
const KEY = 'rifa.seller-link';
const CODE = /^[A-Za-z0-9_-]{6,32}$/;

function read(): Record<string, string> {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Keeps `?v=` of the raffle page's query (when it looks like a code). */
export function rememberSellerCode(raffleId: string, search: string): void {
  const code = new URLSearchParams(search).get('v');
  if (!code || !CODE.test(code)) return;
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...read(), [raffleId]: code }));
  } catch {
    // Storage refused (private mode): the code still travels in the page's own URL.
  }
}

/** The seller code kept for the raffle, if any. */
export function sellerCodeFor(raffleId: string): string | undefined {
  const code = read()[raffleId];
  return typeof code === 'string' && CODE.test(code) ? code : undefined;
}
