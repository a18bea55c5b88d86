/** Small helpers for API tests: sign up through /auth/v1 and call /api/v1 with a token. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect } from '@playwright/test';
import { freshSeed, patternPng, softPicture } from './images';
import { serverBinary, type RunningServer } from './server';

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

/**
 * Signs `who` in with the password and returns the page session's cookie the answer set
 * (`rifa-page=<token>`, server/src/auth/page_session.hpp), after checking its attributes.
 */
export async function pageSessionCookie(server: RunningServer, who: Session): Promise<string> {
  const res = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: who.email, password: API_PASSWORD }),
  });
  expect(res.status).toBe(200);
  const cookie = res.headers.get('set-cookie') ?? '';
  expect(cookie).toMatch(
    /^rifa-page=[\w-]+\.[\w-]+\.[\w-]+; Path=\/app\/tickets; Max-Age=2592000; HttpOnly; SameSite=Lax$/,
  );
  return cookie.split(';')[0] ?? '';
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

/** A valid pago móvil, for a creator who needs an active payment method to publish. */
export const FIXTURE_PAGO_MOVIL = {
  type: 'pago_movil',
  name: 'Pago móvil de prueba',
  details: { bank: 'Banesco', phone: '0414-1234567', id_number: 'V-12345678' },
};

/**
 * What {@link createRaffle} gives a creator who has no active payment method: one of each type, so
 * that a buyer's report by any method is still accepted as it was before publishing needed one
 * (the server refuses a method its creator does not take).
 */
const FIXTURE_METHODS = [
  FIXTURE_PAGO_MOVIL,
  {
    type: 'transferencia',
    name: 'Transferencia de prueba',
    details: {
      bank: 'Banesco',
      account_number: '01340000000000000000',
      holder: 'Organizador de prueba',
      id_number: 'V-12345678',
    },
  },
  {
    type: 'zelle',
    name: 'Zelle de prueba',
    details: { email: 'zelle@example.com', holder: 'Prueba' },
  },
  { type: 'efectivo', name: 'Efectivo de prueba', details: {} },
];

/**
 * A raffle of `creator` (100 numbers, 10 days to go); `extra` overrides any field. A raffle is only
 * published when its creator has an active payment method (`422 no_payment_method`): a creator who
 * has none is given {@link FIXTURE_METHODS} once, and the raffle is created again.
 */
export async function createRaffle(
  server: RunningServer,
  creator: Session,
  extra: Record<string, unknown> = {},
): Promise<{ id: string; sold_tickets: number; status: string }> {
  const post = () =>
    api(server, '/raffles', {
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
  let res = await post();
  if (res.status === 422 && res.body?.error?.code === 'no_payment_method') {
    for (const method of FIXTURE_METHODS) await addPaymentMethod(server, creator, method);
    res = await post();
  }
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; sold_tickets: number; status: string };
}

/**
 * A raffle whose sales end, and whose lottery draws, `seconds` from now: buy what the test needs
 * first, then `await untilPast(raffle.draw_at)` before the draw (the server reads the same clock).
 */
export async function createClosingRaffle(
  server: RunningServer,
  creator: Session,
  seconds = 8,
  extra: Record<string, unknown> = {},
): Promise<{
  id: string;
  sold_tickets: number;
  status: string;
  end_date: string;
  draw_at: string;
}> {
  const at = new Date(Date.now() + seconds * 1000).toISOString();
  return (await createRaffle(server, creator, { end_date: at, draw_at: at, ...extra })) as {
    id: string;
    sold_tickets: number;
    status: string;
    end_date: string;
    draw_at: string;
  };
}

/** Resolves once the wall clock has passed `iso` (polled, never a fixed sleep). */
export async function untilPast(iso: string): Promise<void> {
  await expect
    .poll(() => Date.now(), { timeout: 60_000, intervals: [200] })
    .toBeGreaterThan(Date.parse(iso) + 50);
}

/**
 * Waits until the raffle's `draw_at` has passed, then its creator (or a super admin) records the
 * draw with a plain `winner_number`; expects 200 and returns the raffle.
 */
export async function drawWinner(
  server: RunningServer,
  who: Session,
  raffle: { id: string; draw_at: string },
  winnerNumber: number,
): Promise<Record<string, unknown>> {
  await untilPast(raffle.draw_at);
  const res = await api(server, `/raffles/${raffle.id}/draw`, {
    method: 'POST',
    token: who.token,
    body: JSON.stringify({ winner_number: winnerNumber }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Record<string, unknown>;
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

/** A ticket as the API answers it (the contract's Ticket; the fields the specs read). */
export interface Ticket {
  id: string;
  raffle_id: string;
  numbers: number[];
  status: string;
  price: number;
  expires_at: string | null;
  payment_status: string | null;
  has_verified_payment?: boolean;
}

/** `buyer` buys `numbers` of a raffle; expects 201 and returns the ticket. */
export async function buyTicket(
  server: RunningServer,
  buyer: Session,
  raffleId: string,
  numbers: number[],
): Promise<Ticket> {
  const res = await buyNumbers(server, buyer, raffleId, numbers);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Ticket;
}

/** `PATCH /tickets/{id}/status` by the creator or the buyer; expects 200 and returns the ticket. */
export async function setTicketStatus(
  server: RunningServer,
  who: Session,
  ticketId: string,
  status: string,
): Promise<Ticket> {
  const res = await api(server, `/tickets/${ticketId}/status`, {
    method: 'PATCH',
    token: who.token,
    body: JSON.stringify({ status }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Ticket;
}

/** `POST /uploads/payment-screenshots` with the image as the body; the answer as is (201 or an error). */
export async function postPaymentScreenshot(
  server: RunningServer,
  payer: Session,
  image: Buffer,
  type = 'image/png',
) {
  const res = await fetch(`${server.url}/api/v1/uploads/payment-screenshots`, {
    method: 'POST',
    headers: { 'content-type': type, authorization: `Bearer ${payer.token}` },
    body: new Uint8Array(image),
  });
  return { status: res.status, body: await res.json() };
}

/** `POST /uploads/payment-screenshots` with the image as the body; returns the stored `path`. */
export async function uploadPaymentScreenshot(
  server: RunningServer,
  payer: Session,
  image: Buffer,
  type = 'image/png',
): Promise<string> {
  const res = await postPaymentScreenshot(server, payer, image, type);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { path: string }).path;
}

/** The buyer reports how a ticket was paid (`POST /tickets/{id}/payment`); the answer as is. */
export function postPaymentReport(
  server: RunningServer,
  buyer: Session,
  ticketId: string,
  report: Record<string, unknown>,
) {
  return api(server, `/tickets/${ticketId}/payment`, {
    method: 'POST',
    token: buyer.token,
    body: JSON.stringify(report),
  });
}

/** The buyer reports how a ticket was paid (`POST /tickets/{id}/payment`); expects 201. */
export async function reportPayment(
  server: RunningServer,
  buyer: Session,
  ticketId: string,
  report: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const res = await postPaymentReport(server, buyer, ticketId, report);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Record<string, unknown>;
}

/** `owner` adds a payment method (`POST /payment-methods`); expects 201 and returns its id. */
export async function addPaymentMethod(
  server: RunningServer,
  owner: Session,
  method: Record<string, unknown>,
): Promise<{ id: string }> {
  const res = await api(server, '/payment-methods', {
    method: 'POST',
    token: owner.token,
    body: JSON.stringify(method),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string };
}

/** A creator keeps `rate` bolívares per dollar (`PATCH /profiles/me`); expects 200, returns the profile. */
export async function setExchangeRate(
  server: RunningServer,
  creator: Session,
  rate: number,
): Promise<Record<string, unknown>> {
  const res = await api(server, '/profiles/me', {
    method: 'PATCH',
    token: creator.token,
    body: JSON.stringify({ exchange_rate: rate }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Record<string, unknown>;
}

/** A notification as `/me/notifications` lists it (the contract's Notification). */
export interface Notification {
  id: string;
  user_id: string;
  type: string;
  title: string;
  message: string;
  priority: 'high' | 'medium' | 'low';
  data: {
    raffle_id?: string;
    raffle_title?: string;
    ticket_id?: string;
    numbers?: number[];
    reason?: string;
    expires_at?: string;
    subscription_id?: string;
    renewal_id?: string;
    grace_until?: string;
    business_id?: string;
    business_name?: string;
    invitation_token?: string;
  };
  is_read: boolean;
  created_at: string;
}

/** `user`'s notifications, newest first (`GET /me/notifications{query}`); expects 200. */
export async function notificationsOf(
  server: RunningServer,
  user: Session,
  query = '',
): Promise<{ data: Notification[]; count: number }> {
  const res = await api(server, `/me/notifications${query}`, { token: user.token });
  expect(res.status).toBe(200);
  return res.body as { data: Notification[]; count: number };
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

/** A soft photograph of `width`×`height` put as the raffle's image by its creator; fails unless 200. */
export async function putRaffleImage(
  server: RunningServer,
  creator: Session,
  raffleId: string,
  width: number,
  height: number,
) {
  const image = await putImage(
    server,
    creator,
    `/raffles/${raffleId}/image`,
    softPicture(width, height),
  );
  expect(image.status, JSON.stringify(image.body)).toBe(200);
  return image.body;
}

/** The password of every super administrator made by {@link superAdmin} (to sign in in a browser). */
export const SUPER_ADMIN_PASSWORD = 'clave de administración segura';

/** A super administrator made with `rifa-server create-admin` on the server's database, signed in. */
export async function superAdmin(server: RunningServer): Promise<Session> {
  const email = `admin-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = SUPER_ADMIN_PASSWORD;
  await promisify(execFile)(
    serverBinary,
    ['create-admin', '--email', email, '--password', password],
    {
      env: { ...process.env, ...server.env },
    },
  );
  const res = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { access_token: string; user: { id: string } };
  return { token: body.access_token, userId: body.user.id, email };
}

/** `rifa-server grant-plan` on the server's database: an active one-month subscription to `plan` (name or slug). */
export async function grantPlan(server: RunningServer, email: string, plan: string): Promise<void> {
  await promisify(execFile)(serverBinary, ['grant-plan', '--email', email, '--plan', plan], {
    env: { ...process.env, ...server.env },
  });
}

/** `user` subscribes to the active plan named `planName` (`POST /subscriptions`); expects 201. */
export async function subscribe(
  server: RunningServer,
  user: Session,
  planName: string,
): Promise<{ id: string; status: string }> {
  const plans = await api(server, '/plans', { token: user.token });
  const plan = (plans.body as { data: { id: string; name: string }[] }).data.find(
    (p) => p.name === planName,
  );
  expect(plan, `plan ${planName}`).toBeDefined();
  const res = await api(server, '/subscriptions', {
    method: 'POST',
    token: user.token,
    body: JSON.stringify({ plan_id: plan!.id }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; status: string };
}

/** `user` reports a pago móvil for a subscription (`POST /subscription-mobile-payments`); expects 201. */
export async function reportSubscriptionPayment(
  server: RunningServer,
  user: Session,
  report: Record<string, unknown>,
): Promise<{ id: string; status: string }> {
  const res = await api(server, '/subscription-mobile-payments', {
    method: 'POST',
    token: user.token,
    body: JSON.stringify(report),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; status: string };
}

/** The id of the plan with slug `slug` (`GET /plans/{slug}`). */
export async function planId(server: RunningServer, slug: string): Promise<string> {
  const res = await api(server, `/plans/${slug}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { id: string }).id;
}

/** A subscription as the API answers it (the contract's Subscription; the fields the specs read). */
export interface Subscription {
  id: string;
  user_id: string;
  plan_id: string;
  status: 'pending' | 'active' | 'cancelled' | 'expired';
  start_date: string;
  end_date: string;
  auto_renew: boolean;
  payment_method_id: string | null;
  next_payment_date: string | null;
  last_payment_date: string | null;
  grace_until: string | null;
  renewal_of: string | null;
  plan: { id: string; name: string; slug: string; price: number; has_admin_panel: boolean };
}

/** `POST /subscription-mobile-payments` by `payer`; the answer as is. */
export function postSubscriptionPayment(
  server: RunningServer,
  payer: Session,
  report: Record<string, unknown>,
) {
  return api(server, '/subscription-mobile-payments', {
    method: 'POST',
    token: payer.token,
    body: JSON.stringify(report),
  });
}

/**
 * `user` subscribes to `planName` and reports its price in dollars by pago móvil with a fresh
 * screenshot: the subscription and its payment, both `pending`, waiting for a super admin.
 */
export async function pendingSubscriptionPayment(
  server: RunningServer,
  user: Session,
  planName: string,
): Promise<{ subscriptionId: string; paymentId: string; price: number }> {
  const subscription = (await subscribe(server, user, planName)) as unknown as Subscription;
  const proof = await uploadPaymentScreenshot(server, user, patternPng(freshSeed()));
  const payment = await reportSubscriptionPayment(server, user, {
    subscription_id: subscription.id,
    mobile_number: '0414-1234567',
    reference_number: `${freshSeed()}`,
    reported_amount: subscription.plan.price,
    reported_currency: 'USD',
    screenshot_path: proof,
  });
  return { subscriptionId: subscription.id, paymentId: payment.id, price: subscription.plan.price };
}

/** A super admin approves or rejects a subscription mobile payment; the answer as is. */
export function reviewSubscriptionPayment(
  server: RunningServer,
  admin: Session,
  paymentId: string,
  decision: 'approve' | 'reject',
  body?: Record<string, unknown>,
) {
  return api(server, `/admin/mobile-payments/${paymentId}/${decision}`, {
    method: 'POST',
    token: admin.token,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
