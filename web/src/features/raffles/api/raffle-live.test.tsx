import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeEvent } from '../../../lib/realtime';
import { fakeRealtime } from '../../../test/fake-realtime';
import { makeRaffle } from '../../../test/raffle-list-fixtures';
import {
  jsonResponse,
  mockGlobalFetch,
  renderRoute,
  requestPath,
  setupUser,
  signedIn,
} from '../../../test/render';

vi.mock('../../../lib/auth-client', () => import('../../../test/auth-client-mock'));

const RAFFLE = makeRaffle(1, { sold_tickets: 3 });
const TOPIC = `raffle:${RAFFLE.id}`;

const fetchMock = mockGlobalFetch();
/** What `GET /raffles/{id}/numbers` answers now. */
let grid: { total_tickets: 100; numbers_version: number; taken: number[] };
let status: 'active' | 'cancelled';
/** Set once the raffle is taken down: `GET /raffles/{id}` answers 410 with the admin's reason. */
let takenDown: boolean;

beforeEach(() => {
  grid = { total_tickets: 100, numbers_version: 3, taken: [3, 17, 50] };
  status = 'active';
  takenDown = false;
  fetchMock.mockImplementation((input) => Promise.resolve(respond(input)));
});

function respond(input: unknown): Response {
  const path = requestPath(input);
  if (path === `/api/v1/raffles/${RAFFLE.id}` && takenDown) {
    return jsonResponse(
      {
        error: {
          code: 'raffle_unavailable',
          message: 'Esta rifa fue dada de baja por la administración y no está disponible',
          details: { reason: 'taken_down', note: 'Premio inexistente' },
        },
      },
      410,
    );
  }
  if (path === `/api/v1/raffles/${RAFFLE.id}`) return jsonResponse({ ...RAFFLE, status });
  if (path === `/api/v1/raffles/${RAFFLE.id}/numbers`) return jsonResponse(grid);
  if (path === '/api/v1/me/notifications/unread-count') return jsonResponse({ count: 0 });
  return jsonResponse({ data: [], count: 0 });
}

function numbersReads(): number {
  return fetchMock.mock.calls.filter(
    ([input]) => requestPath(input) === `/api/v1/raffles/${RAFFLE.id}/numbers`,
  ).length;
}

function numbersEvent(version: number, taken: number[], freed: number[] = []): RealtimeEvent {
  return {
    type: 'event',
    topic: TOPIC,
    event: 'raffle.numbers',
    payload: { raffle_id: RAFFLE.id, numbers_version: version, taken, freed, sold_tickets: 5 },
  };
}

/**
 * Opens the raffle with a realtime connection and waits until its topic is live and the grid
 * read it brings (a purchase may have happened before the subscription) is done.
 */
async function openLive() {
  const realtime = fakeRealtime();
  const view = renderRoute(`/app/raffle/${RAFFLE.id}`, {
    auth: signedIn(),
    realtime: realtime.client,
  });
  await screen.findByRole('button', { name: /^17,/ });
  await waitFor(() => expect(realtime.server.open()[0]?.topics.has(TOPIC)).toBe(true));
  await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
  return { ...view, ...realtime, reads: numbersReads() };
}

describe('a raffle page with realtime', () => {
  it('shows numbers others bought, and frees cancelled ones, without reading the grid again', async () => {
    const { server, reads } = await openLive();
    expect(screen.getByRole('button', { name: /^07,/ })).toBeEnabled();
    expect(server.push(numbersEvent(4, [7, 8], [17]))).toBe(1);
    await waitFor(() => expect(screen.getByRole('button', { name: /^07,/ })).toBeDisabled());
    expect(screen.getByRole('button', { name: /^08,/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^17,/ })).toBeEnabled();
    expect(screen.getByTestId('raffle-sold')).toHaveTextContent('5');
    expect(numbersReads()).toBe(reads);
  });

  it('drops a chosen number someone else bought and says so', async () => {
    const user = setupUser();
    const { server } = await openLive();
    await user.click(screen.getByRole('button', { name: /^11,/ }));
    await user.click(screen.getByRole('button', { name: /^12,/ }));
    server.push(numbersEvent(4, [11]));
    expect(await screen.findByTestId('selection-lost')).toHaveTextContent('No disponibles: 11.');
    expect(screen.getByTestId('selection-numbers')).toHaveTextContent('12');
  });

  it('reads the grid again when an event was missed', async () => {
    const { server, reads } = await openLive();
    grid = { total_tickets: 100, numbers_version: 5, taken: [3, 17, 50, 60, 61] };
    server.push(numbersEvent(5, [61]));
    await waitFor(() => expect(screen.getByRole('button', { name: /^60,/ })).toBeDisabled());
    expect(numbersReads()).toBe(reads + 1);
    // An event the read already included changes nothing.
    server.push(numbersEvent(5, [61]));
    server.push(numbersEvent(4, [60]));
    expect(numbersReads()).toBe(reads + 1);
  });

  it('shows a cancellation without a reload', async () => {
    const { server } = await openLive();
    status = 'cancelled';
    server.push({
      type: 'event',
      topic: TOPIC,
      event: 'raffle.status',
      payload: { raffle_id: RAFFLE.id, status: 'cancelled' },
    });
    expect(await screen.findByTestId('raffle-closed')).toHaveTextContent(
      'Esta rifa fue cancelada por su organizador.',
    );
    expect(screen.queryByRole('button', { name: 'Comprar' })).not.toBeInTheDocument();
    // Nothing more to follow: the topic is left.
    await waitFor(() => expect(server.open()[0]?.topics.has(TOPIC)).toBe(false));
  });

  it('shows a take-down by the administration without a reload', async () => {
    const { server } = await openLive();
    takenDown = true;
    server.push({
      type: 'event',
      topic: TOPIC,
      event: 'raffle.blocked',
      payload: { raffle_id: RAFFLE.id, is_blocked: true },
    });
    expect(await screen.findByTestId('raffle-unavailable')).toHaveTextContent(
      'Esta rifa fue dada de baja por la administración y no está disponible',
    );
    expect(screen.getByText(/Premio inexistente/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Comprar' })).not.toBeInTheDocument();
  });
});
