import type {
  RealtimeClientMessage,
  RealtimeEvent,
  RealtimeServerMessage,
} from '../lib/realtime/messages';
import {
  RealtimeClient,
  type PageSignals,
  type SocketConstructor,
  type SocketLike,
} from '../lib/realtime/realtime-client';

/**
 * A fake of the realtime server's side of the WebSocket, injected into the RealtimeClient (the
 * unit boundary; the real server is exercised by the Playwright tests). Manual: the test opens
 * sockets and answers. Automatic: sockets open at once, `auth` is answered `authed` and
 * `subscribe` `subscribed`, and {@link FakeRealtimeServer.push} reaches the subscribed sockets.
 */
export class FakeSocket implements SocketLike {
  readyState = 0;
  /** What the client sent, parsed. */
  readonly sent: RealtimeClientMessage[] = [];
  /** Topics this socket is subscribed to (automatic mode). */
  readonly topics = new Set<string>();
  closedByClient = false;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  readonly url: string;
  private readonly answer: (socket: FakeSocket, message: RealtimeClientMessage) => void;

  constructor(url: string, answer: (socket: FakeSocket, message: RealtimeClientMessage) => void) {
    this.url = url;
    this.answer = answer;
  }

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    const message = JSON.parse(data) as RealtimeClientMessage;
    this.sent.push(message);
    this.answer(this, message);
  }

  close(): void {
    this.closedByClient = true;
    this.readyState = 3;
  }

  /** The server accepts the connection. */
  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  /** The server sends a message. */
  receive(message: RealtimeServerMessage): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }

  /** The server (or the network) ends the connection. */
  drop(code = 1006): void {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code }));
  }

  /** The types of the messages sent, `subscribe:<topic>` for (un)subscriptions. */
  sentTypes(): string[] {
    return this.sent.map((m) => ('topic' in m ? `${m.type}:${m.topic}` : m.type));
  }
}

export class FakeRealtimeServer {
  readonly sockets: FakeSocket[] = [];
  readonly WebSocket: SocketConstructor;

  private readonly auto: { userId: string } | null;

  constructor(auto: { userId: string } | null = null) {
    this.auto = auto;
    const made = (socket: FakeSocket) => {
      this.sockets.push(socket);
      if (this.auto) queueMicrotask(() => socket.open());
    };
    const answer = (socket: FakeSocket, message: RealtimeClientMessage) =>
      this.answer(socket, message);
    this.WebSocket = class extends FakeSocket {
      constructor(url: string) {
        super(url, answer);
        made(this);
      }
    };
  }

  /** The latest socket the client made. */
  get socket(): FakeSocket {
    const last = this.sockets.at(-1);
    if (last === undefined) throw new Error('the client opened no socket');
    return last;
  }

  /** Sockets still open (neither closed by the client nor dropped). */
  open(): FakeSocket[] {
    return this.sockets.filter((s) => s.readyState === 1);
  }

  answer(socket: FakeSocket, message: RealtimeClientMessage): void {
    if (this.auto === null) return;
    if (message.type === 'auth') socket.receive({ type: 'authed', user_id: this.auto.userId });
    if (message.type === 'subscribe') {
      socket.topics.add(message.topic);
      socket.receive({ type: 'subscribed', topic: message.topic });
    }
    if (message.type === 'unsubscribe') socket.topics.delete(message.topic);
  }

  /** Sends an event to every open socket subscribed to its topic; how many got it. */
  push(event: RealtimeEvent): number {
    const targets = this.open().filter((s) => s.topics.has(event.topic));
    for (const socket of targets) socket.receive(event);
    return targets.length;
  }
}

/** Page signals a test controls: `hide()`, `show()`, `online()`. */
export function fakePage() {
  let hidden = false;
  const listeners = new Set<{ visibility: () => void; online: () => void }>();
  const page: PageSignals = {
    hidden: () => hidden,
    listen(visibility, online) {
      const entry = { visibility, online };
      listeners.add(entry);
      return () => listeners.delete(entry);
    },
  };
  const emit = (kind: 'visibility' | 'online') => {
    for (const entry of [...listeners]) entry[kind]();
  };
  return {
    page,
    hide: () => {
      hidden = true;
      emit('visibility');
    },
    show: () => {
      hidden = false;
      emit('visibility');
    },
    online: () => emit('online'),
  };
}

/** A client over an automatic fake server, for page tests (`renderRoute(…, { realtime })`). */
export function fakeRealtime(userId = '7d6f1c1e-2f0a-4b9e-9a51-3c1f4f6f0a11') {
  const server = new FakeRealtimeServer({ userId });
  const client = new RealtimeClient({
    url: 'ws://localhost/realtime/v1',
    WebSocket: server.WebSocket,
    page: null,
  });
  return { server, client };
}
