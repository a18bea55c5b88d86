/** Helpers for the sellers' API tests (issue 36): invite, sell at a seller's counter, read figures. */
import { expect } from '@playwright/test';
import { api, type Session } from './api';
import type { RunningServer } from './server';

export interface SellerFigures {
  tickets: number;
  numbers: number;
  counter_tickets: number;
  online_tickets: number;
  sold: number;
  collected: number;
  owed: number;
  commission: number;
  settled: number;
  commission_due: number;
}

export interface Seller {
  id: string;
  raffle_id: string;
  user_id: string | null;
  status: string;
  code: string;
  link: string;
  invite_url?: string;
  block: { start: number; end: number; locked: boolean } | null;
  figures: SellerFigures;
  settlements: { amount: number; note: string; settled_by: string | null }[];
}

/** `POST /raffles/{id}/sellers` by `creator`; the answer as is. */
export function inviteSeller(
  server: RunningServer,
  creator: Session,
  raffleId: string,
  body: Record<string, unknown>,
) {
  return api(server, `/raffles/${raffleId}/sellers`, {
    method: 'POST',
    token: creator.token,
    body: JSON.stringify(body),
  });
}

/** A registered `seller` added by e-mail (10 % unless `extra` says otherwise); expects 201. */
export async function addSeller(
  server: RunningServer,
  creator: Session,
  raffleId: string,
  seller: Session,
  extra: Record<string, unknown> = {},
): Promise<Seller> {
  const res = await inviteSeller(server, creator, raffleId, {
    email: seller.email,
    commission_type: 'percent',
    commission_value: 10,
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Seller;
}

/** `POST /me/sellers/{seller_id}/tickets`: a sale at the seller's counter; the answer as is. */
export function sellAsSeller(
  server: RunningServer,
  seller: Session,
  sellerId: string,
  body: Record<string, unknown>,
  idempotencyKey?: string,
) {
  return api(server, `/me/sellers/${sellerId}/tickets`, {
    method: 'POST',
    token: seller.token,
    body: JSON.stringify({ buyer_name: 'Cliente de taquilla', ...body }),
    ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
  });
}

/** The raffle's sellers as its creator reads them, by id. */
export async function sellersOf(
  server: RunningServer,
  creator: Session,
  raffleId: string,
): Promise<Map<string, Seller>> {
  const res = await api(server, `/raffles/${raffleId}/sellers`, { token: creator.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return new Map((res.body.data as Seller[]).map((s) => [s.id, s]));
}
