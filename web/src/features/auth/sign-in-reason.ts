import { es } from '../../locales/es';

/** Why a person was sent to sign in, told by where they return afterwards; null for no reason. */
export function signInReason(next: string): string | null {
  const path = next.split(/[?#]/)[0] ?? '';
  if (path === '/app/create-raffle') return es.auth.reason.createRaffle;
  if (path.startsWith('/app/raffle/')) return es.auth.reason.raffle;
  return null;
}
