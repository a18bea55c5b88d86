/** Small helpers for API tests: sign up through /auth/v1 and call /api/v1 with a token. */
import { expect } from '@playwright/test';
import type { RunningServer } from './server';

export interface Session {
  token: string;
  userId: string;
  email: string;
}

/** The password of every account made by {@link signUp}. */
export const API_PASSWORD = 'correct horse battery';

/** A new account (unique e-mail unless one is given); returns its access token and id. */
export async function signUp(
  server: RunningServer,
  name: string,
  email?: string,
): Promise<Session> {
  const address =
    email ??
    `${name.toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await fetch(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: address, password: API_PASSWORD, data: { name } }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { access_token: string; user: { id: string } };
  return { token: body.access_token, userId: body.user.id, email: address };
}

/** A JSON request to /api/v1 with an optional bearer token; the body is parsed when present. */
export async function api(
  server: RunningServer,
  path: string,
  init: RequestInit & { token?: string } = {},
) {
  const headers = new Headers(init.headers);
  headers.set('content-type', 'application/json');
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const res = await fetch(`${server.url}/api/v1${path}`, { ...init, headers });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

/** An ISO timestamp `days` from now. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A raffle of `creator` (100 numbers, 10 days to go); `extra` overrides any field. */
export async function createRaffle(
  server: RunningServer,
  creator: Session,
  extra: Record<string, unknown> = {},
): Promise<{ id: string; sold_tickets: number; status: string }> {
  const res = await api(server, '/raffles', {
    method: 'POST',
    token: creator.token,
    body: JSON.stringify({
      title: 'Rifa de prueba',
      description: 'Una cesta navideña',
      ticket_price: 2.5,
      total_tickets: 100,
      lottery: 'zulia',
      end_date: inDays(10),
      ...extra,
    }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; sold_tickets: number; status: string };
}

/** `buyer` buys `numbers` of a raffle (the answer as is: 201, or 409 when taken…). */
export function buyNumbers(
  server: RunningServer,
  buyer: Session,
  raffleId: string,
  numbers: number[],
) {
  return api(server, `/raffles/${raffleId}/tickets`, {
    method: 'POST',
    token: buyer.token,
    body: JSON.stringify({ numbers }),
  });
}

/** `POST /uploads/payment-screenshots` with the image as the body; returns the stored `path`. */
export async function uploadPaymentScreenshot(
  server: RunningServer,
  payer: Session,
  image: Buffer,
  type = 'image/png',
): Promise<string> {
  const res = await fetch(`${server.url}/api/v1/uploads/payment-screenshots`, {
    method: 'POST',
    headers: { 'content-type': type, authorization: `Bearer ${payer.token}` },
    body: new Uint8Array(image),
  });
  const body = (await res.json()) as { path: string };
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.path;
}

/** The buyer reports how a ticket was paid (`POST /tickets/{id}/payment`); expects 201. */
export async function reportPayment(
  server: RunningServer,
  buyer: Session,
  ticketId: string,
  report: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const res = await api(server, `/tickets/${ticketId}/payment`, {
    method: 'POST',
    token: buyer.token,
    body: JSON.stringify(report),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Record<string, unknown>;
}

/** `PUT` of an image as the body (`/profiles/me/avatar`, `/raffles/{id}/image`); the answer as is. */
export async function putImage(
  server: RunningServer,
  who: Session,
  path: string,
  image: Buffer,
  type = 'image/png',
) {
  const res = await fetch(`${server.url}/api/v1${path}`, {
    method: 'PUT',
    headers: { 'content-type': type, authorization: `Bearer ${who.token}` },
    body: new Uint8Array(image),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}
