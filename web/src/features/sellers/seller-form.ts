import { parseAmount } from '../../lib/format';
import type { SellerInvite } from './api/sellers';

/** The invite form's fields as typed. */
export interface InviteValues {
  by: 'email' | 'phone';
  email?: string;
  phone?: string;
  commission_type: 'percent' | 'fixed';
  commission_value: string;
  with_block: boolean;
  block_start?: string | number | null;
  block_end?: string | number | null;
  block_locked?: boolean;
}

/** The request the invite form makes (the server checks every rule again). */
export function inviteRequest(values: InviteValues): SellerInvite {
  const invite: SellerInvite = {
    commission_type: values.commission_type,
    commission_value: parseAmount(values.commission_value) ?? -1,
  };
  if (values.by === 'email') invite.email = (values.email ?? '').trim();
  else invite.phone = (values.phone ?? '').trim();
  const start = wholeNumber(values.block_start);
  const end = wholeNumber(values.block_end);
  if (values.with_block && start !== null && end !== null) {
    invite.block = {
      start,
      end,
      locked: values.block_locked ?? false,
    };
  }
  return invite;
}

/** A whole number typed in a field (a number input gives text), or null. */
function wholeNumber(value: string | number | null | undefined): number | null {
  const text = String(value ?? '').trim();
  return /^\d{1,6}$/.test(text) ? Number(text) : null;
}

/**
 * The numbers typed at the counter ("300 301, 302"), ascending and without repeats; null when
 * something typed is not a whole number.
 */
export function parseNumbers(text: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  if (parts.length === 0) return null;
  const numbers = new Set<number>();
  for (const part of parts) {
    if (!/^\d{1,6}$/.test(part)) return null;
    numbers.add(Number(part));
  }
  return [...numbers].sort((a, b) => a - b);
}

/** The full address of a seller's personal link (the API answers its path). */
export function sellerLinkUrl(path: string, origin: string = window.location.origin): string {
  return `${origin}${path}`;
}
