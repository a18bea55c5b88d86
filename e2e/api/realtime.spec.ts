/**
 * The realtime WebSocket (/realtime/v1, docs/realtime.md) with a real client (`ws`) against the
 * real binary, on SQLite and PostgreSQL. Every message the server sends is checked against
 * `components/schemas/RealtimeServerMessage`. Waits poll for the expected message or close with a
 * timeout; nothing asserts on timing. An event that must NOT arrive is checked by sending a later
 * one that must: the next message is then that one.
 */
import path from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { test, expect } from '../support/fixtures';
import { api, buyNumbers as buy, createRaffle, signUp } from '../support/api';
import { checkRealtimeMessage } from '../support/contract';
import { postgresAdminUrl, startServer, type RunningServer } from '../support/server';

const WAIT_MS = 20_000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Message = Record<string, any>;

/** One client socket: every message is kept (and checked against the contract) in arrival order. */
class Client {
  readonly messages: Message[] = [];
  readonly problems: string[] = [];
  private read = 0;
  closed: { code: number; reason: string } | undefined;
  private waiters: (() => void)[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data, isBinary) => {
      const text = data.toString();
      const problem = isBinary ? 'a binary frame' : checkRealtimeMessage(text);
      if (problem) this.problems.push(problem);
      else this.messages.push(JSON.parse(text) as Message);
      this.wake();
    });
    socket.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      this.wake();
    });
  }

  static open(server: RunningServer, origin: string | undefined = server.siteUrl): Promise<Client> {
    const url = `${server.url.replace('http', 'ws')}/realtime/v1`;
    const socket = new WebSocket(url, origin ? { origin } : {});
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new Client(socket)));
      socket.once('unexpected-response', (_req, res) =>
        reject(new Error(`upgrade refused: ${res.statusCode}`)),
      );
      socket.once('error', reject);
    });
  }

  /** The HTTP status that refused the upgrade (the socket never opens). */
  static refusal(server: RunningServer, origin?: string): Promise<number> {
    const url = `${server.url.replace('http', 'ws')}/realtime/v1`;
    const socket = new WebSocket(url, origin ? { origin } : {});
    return new Promise((resolve, reject) => {
      socket.on('error', () => undefined); // the refusal itself is the expected outcome
      socket.once('unexpected-response', (req, res) => {
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      socket.once('open', () => reject(new Error('the upgrade was accepted')));
    });
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  private async until<T>(what: string, found: () => T | undefined): Promise<T> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      expect(this.problems, 'messages outside the contract').toEqual([]);
      const value = found();
      if (value !== undefined) return value;
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(`${what} did not arrive; received: ${JSON.stringify(this.messages)}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The next unread message (fails if the socket closes first). */
  next(): Promise<Message> {
    return this.until('a message', () => {
      if (this.read < this.messages.length) return this.messages[this.read++];
      if (this.closed) throw new Error(`closed (${this.closed.code}) while waiting for a message`);
      return undefined;
    });
  }

  /** The next unread message, which must be of `type` (and match `fields`). */
  async expectNext(fields: Message): Promise<Message> {
    const message = await this.next();
    expect(message).toMatchObject(fields);
    return message;
  }

  /** Sends `message` and expects the answer `fields`. */
  async ask(message: unknown, fields: Message): Promise<Message> {
    this.send(message);
    return this.expectNext(fields);
  }

  waitClosed(): Promise<{ code: number; reason: string }> {
    return this.until('the close', () => this.closed);
  }

  async end(): Promise<void> {
    expect(this.problems, 'messages outside the contract').toEqual([]);
    if (this.closed) return;
    this.socket.close(1000);
    await this.waitClosed();
  }
}

test.describe('realtime', () => {
  test('the handshake: a plain GET is 426, a foreign Origin 403, no Origin is allowed', async ({
    server,
  }) => {
    const plain = await fetch(`${server.url}/realtime/v1`);
    expect(plain.status).toBe(426);
    expect(plain.headers.get('upgrade')).toBe('websocket');
    expect(((await plain.json()) as Message)['error'].code).toBe('upgrade_required');

    expect(await Client.refusal(server, 'https://evil.example')).toBe(403);
    const site = await Client.open(server, server.url);
    await site.ask({ type: 'heartbeat' }, { type: 'heartbeat' });
    await site.end();
    const tool = await Client.open(server, undefined);
    await tool.ask({ type: 'heartbeat' }, { type: 'heartbeat' });
    await tool.end();
  });

  test('bad messages, an unauthenticated user subscription and a missing raffle are refused', async ({
    server,
  }) => {
    const client = await Client.open(server);
    await client.ask('not json', { type: 'error', code: 'bad_message' });
    await client.ask(
      { type: 'subscribe', topic: 'everything' },
      { type: 'error', code: 'bad_message' },
    );
    await client.ask(
      { type: 'subscribe', topic: 'user' },
      { type: 'error', code: 'unauthorized', topic: 'user' },
    );
    const missing = 'raffle:00000000-0000-4000-8000-00000000abcd';
    await client.ask(
      { type: 'subscribe', topic: missing },
      { type: 'error', code: 'not_found', topic: missing },
    );
    await client.ask(
      { type: 'auth', access_token: 'not.a.token' },
      { type: 'error', code: 'invalid_token' },
    );
    await client.ask(
      { type: 'unsubscribe', topic: 'user' },
      { type: 'unsubscribed', topic: 'user' },
    );
    await client.end();
  });

  test('a favourite added over HTTP reaches the user topic; the token is never logged', async ({
    server,
  }) => {
    const owner = await signUp(server, 'Dueña');
    const fan = await signUp(server, 'Fan');
    const raffle = await createRaffle(server, owner);
    const client = await Client.open(server);
    await client.ask(
      { type: 'auth', access_token: fan.token },
      { type: 'authed', user_id: fan.userId },
    );
    await client.ask({ type: 'subscribe', topic: 'user' }, { type: 'subscribed', topic: 'user' });

    expect(
      (await api(server, `/me/favorites/${raffle.id}`, { method: 'PUT', token: fan.token })).status,
    ).toBe(201);
    await client.expectNext({
      type: 'event',
      topic: 'user',
      event: 'favorite.added',
      payload: { raffle_id: raffle.id },
    });
    expect(
      (await api(server, `/me/favorites/${raffle.id}`, { method: 'DELETE', token: fan.token }))
        .status,
    ).toBe(204);
    await client.expectNext({ event: 'favorite.removed', payload: { raffle_id: raffle.id } });

    // Another user's token on the same socket ends the first user's subscription.
    await client.ask(
      { type: 'auth', access_token: owner.token },
      { type: 'authed', user_id: owner.userId },
    );
    expect(
      (await api(server, `/me/favorites/${raffle.id}`, { method: 'PUT', token: fan.token })).status,
    ).toBe(201);
    await client.ask({ type: 'heartbeat' }, { type: 'heartbeat' }); // and not the fan's favourite
    await client.end();
    expect(server.logs()).not.toContain(fan.token);
    expect(server.logs()).not.toContain(owner.token);
  });

  test("a purchase reaches the creator's user topic and the raffle's subscribers; a refused one sends nothing", async ({
    server,
  }) => {
    const creator = await signUp(server, 'Creadora');
    const buyer = await signUp(server, 'Compradora');
    const rival = await signUp(server, 'Rival');
    const raffle = await createRaffle(server, creator);
    const topic = `raffle:${raffle.id}`;

    const owner = await Client.open(server);
    await owner.ask({ type: 'auth', access_token: creator.token }, { type: 'authed' });
    await owner.ask({ type: 'subscribe', topic: 'user' }, { type: 'subscribed', topic: 'user' });
    const watcher = await Client.open(server); // a visitor: no auth needed for a raffle
    await watcher.ask({ type: 'subscribe', topic }, { type: 'subscribed', topic });

    expect((await buy(server, buyer, raffle.id, [7, 42])).status).toBe(201);
    const first = await watcher.expectNext({
      type: 'event',
      topic,
      event: 'raffle.numbers',
      payload: { raffle_id: raffle.id, freed: [], sold_tickets: 2 },
    });
    expect([...first['payload'].taken].sort((a: number, b: number) => a - b)).toEqual([7, 42]);
    const notice = await owner.expectNext({
      type: 'event',
      topic: 'user',
      event: 'notification.created',
    });
    expect(notice['payload']).toMatchObject({
      type: 'new_purchase',
      user_id: creator.userId,
      is_read: false,
    });

    // 42 is taken: the purchase rolls back (409) and notifies nobody. The next event each socket
    // gets is the one of the purchase after it.
    expect((await buy(server, rival, raffle.id, [42, 50])).status).toBe(409);
    expect((await buy(server, rival, raffle.id, [50])).status).toBe(201);
    await watcher.expectNext({
      event: 'raffle.numbers',
      payload: {
        taken: [50],
        numbers_version: first['payload'].numbers_version + 1,
        sold_tickets: 3,
      },
    });
    const second = await owner.expectNext({ event: 'notification.created' });
    expect(second['payload']).toMatchObject({ type: 'new_purchase' });
    expect(JSON.stringify(second['payload'])).toContain('50');

    await owner.end();
    await watcher.end();
  });

  test('signing out closes the socket with 4001', async ({ server }) => {
    const user = await signUp(server, 'Saliente');
    const client = await Client.open(server);
    await client.ask({ type: 'auth', access_token: user.token }, { type: 'authed' });
    const out = await fetch(`${server.url}/auth/v1/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(out.status).toBe(204);
    expect((await client.waitClosed()).code).toBe(4001);
    expect(client.problems).toEqual([]);
  });

  test('a message over the size limit closes the socket with 1009', async ({ server }) => {
    const client = await Client.open(server);
    client.send({ type: 'auth', access_token: 'x'.repeat(8000) });
    expect((await client.waitClosed()).code).toBe(1009);
  });
});

test.describe('realtime limits', () => {
  let limited: RunningServer | undefined;
  test.beforeAll(async ({ database }) => {
    limited = await startServer({
      database,
      env: {
        REALTIME_MAX_SUBSCRIPTIONS: '1',
        REALTIME_MAX_CONNECTIONS_PER_USER: '1',
        REALTIME_MAX_CONNECTIONS_PER_IP: '3',
        REALTIME_MESSAGES_PER_SECOND: '5',
        LOG_LEVEL: 'debug',
      },
    });
  });
  test.afterAll(async () => {
    await limited?.stop();
  });

  test('subscriptions per socket, sockets per user and per address', async () => {
    const server = limited!;
    const user = await signUp(server, 'Limitada');
    const raffle = await createRaffle(server, user);
    const topic = `raffle:${raffle.id}`;
    const first = await Client.open(server);
    await first.ask({ type: 'auth', access_token: user.token }, { type: 'authed' });
    await first.ask({ type: 'subscribe', topic }, { type: 'subscribed', topic });
    await first.ask(
      { type: 'subscribe', topic: 'user' },
      { type: 'error', code: 'too_many_subscriptions', topic: 'user' },
    );
    await first.ask({ type: 'subscribe', topic }, { type: 'subscribed', topic }); // already: fine

    const second = await Client.open(server);
    await second.ask(
      { type: 'auth', access_token: user.token },
      { type: 'error', code: 'too_many_connections' },
    );
    expect((await second.waitClosed()).code).toBe(4008);

    const others = [await Client.open(server), await Client.open(server)];
    expect(await Client.refusal(server, server.url)).toBe(429);
    for (const other of others) await other.end();
    await first.end();
    // Even the debug log names the upgrade and never the token.
    expect(server.logs()).toContain('GET /realtime/v1 101');
    expect(server.logs()).not.toContain(user.token);
  });

  test('a burst of messages past the per-second budget is answered rate_limited', async () => {
    const client = await Client.open(limited!);
    for (let i = 0; i < 50; i += 1) client.send({ type: 'heartbeat' });
    for (;;) {
      const answer = await client.next();
      if (answer['type'] === 'error') {
        expect(answer).toMatchObject({ code: 'rate_limited' });
        break;
      }
      expect(answer).toEqual({ type: 'heartbeat' });
    }
    await client.end();
  });

  test('SIGTERM closes open sockets with 1001 at once', async () => {
    const server = limited!;
    const client = await Client.open(server);
    await client.ask({ type: 'heartbeat' }, { type: 'heartbeat' });
    server.process.kill('SIGTERM');
    expect((await client.waitClosed()).code).toBe(1001);
    expect((await server.exited).code).toBe(0);
  });
});

test.describe('realtime on several instances', () => {
  test('an event caused through one instance reaches a subscriber of another', async ({
    database,
  }) => {
    test.skip(database !== 'postgresql', 'several instances share one PostgreSQL database');
    const first = await startServer({ database });
    const second = await startServer({
      database,
      env: {
        DATABASE_URL: first.env['DATABASE_URL']!,
        JWT_KEY_FILE: path.join(first.dataDir, 'jwt-es256.pem'),
        // One public origin, as behind a load balancer: it is the tokens' issuer.
        SITE_URL: first.siteUrl,
      },
    });
    try {
      const creator = await signUp(first, 'Creadora');
      const buyer = await signUp(first, 'Comprador');
      const raffle = await createRaffle(first, creator);
      const topic = `raffle:${raffle.id}`;
      const watcher = await Client.open(second);
      await watcher.ask({ type: 'subscribe', topic }, { type: 'subscribed', topic });
      const owner = await Client.open(second);
      await owner.ask({ type: 'auth', access_token: creator.token }, { type: 'authed' });
      await owner.ask({ type: 'subscribe', topic: 'user' }, { type: 'subscribed', topic: 'user' });

      expect((await buy(first, buyer, raffle.id, [3])).status).toBe(201);
      await watcher.expectNext({ event: 'raffle.numbers', payload: { taken: [3] } });
      await owner.expectNext({ event: 'notification.created', payload: { type: 'new_purchase' } });

      // The LISTEN connection of the second instance is cut: it reconnects and tells its sockets
      // to re-read; events flow again afterwards.
      const admin = new pg.Client({ connectionString: postgresAdminUrl() });
      await admin.connect();
      try {
        const dbName = new URL(first.env['DATABASE_URL']!).pathname.slice(1);
        const listeners = await admin.query(
          "SELECT pid FROM pg_stat_activity WHERE datname = $1 AND query = 'LISTEN rifa_events'",
          [dbName],
        );
        expect(listeners.rowCount).toBe(2);
        for (const row of listeners.rows as { pid: number }[]) {
          await admin.query('SELECT pg_terminate_backend($1)', [row.pid]);
        }
      } finally {
        await admin.end();
      }
      await watcher.expectNext({ type: 'resync' });
      expect((await buy(first, buyer, raffle.id, [4])).status).toBe(201);
      await watcher.expectNext({ event: 'raffle.numbers', payload: { taken: [4] } });
      await watcher.end();
      await owner.end();
    } finally {
      await second.stop();
      await first.stop();
    }
  });
});
