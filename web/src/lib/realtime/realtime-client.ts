import {
  USER_TOPIC,
  parseServerMessage,
  type RealtimeClientMessage,
  type RealtimeEvent,
  type RealtimeServerMessage,
  type RealtimeTopic,
} from './messages';

/**
 * The one realtime connection of the app (`/realtime/v1`, api/openapi.yaml info "Realtime").
 *
 * Topics are reference-counted: the first listener of a topic subscribes it on the server, the
 * last one to leave unsubscribes it, and the socket closes a little after no topic is left. The
 * client authenticates with the current access token (again whenever it changes) and subscribes
 * `user` once the server confirmed who it is. A lost connection is retried with exponential
 * backoff and jitter, and every topic is subscribed again; a listener hears of each confirmation
 * with `resumed: true` after a reconnect (or when the server says it lost events: `resync`), so
 * it can re-read what it may have missed. A heartbeat
 * goes out every 25 s, and a connection that heard nothing for a minute is given up for a new one.
 * While the page stays hidden for a while the socket is closed, and opened again when it shows.
 */

/** `open`: connected, topics live. `reconnecting`: waiting to try again. `paused`: page hidden. */
export type ConnectionState = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'paused';

export interface TopicListener {
  onEvent: (event: RealtimeEvent) => void;
  /** The server confirmed the topic; `resumed` when it had been confirmed before (a reconnect). */
  onSubscribed?: (info: { resumed: boolean }) => void;
}

/** What the client needs of a WebSocket (the browser's, or a fake in tests). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

export type SocketConstructor = new (url: string) => SocketLike;

/** Page visibility and connectivity, which decide when to pause or to retry at once. */
export interface PageSignals {
  hidden(): boolean;
  /** Calls `onVisibility` when the page is shown or hidden, `onOnline` when the network returns. */
  listen(onVisibility: () => void, onOnline: () => void): () => void;
}

export interface RealtimeClientOptions {
  url: string;
  WebSocket?: SocketConstructor;
  /** Spec §9: 25 s. */
  heartbeatMs?: number;
  /** A connection that heard nothing for this long is replaced. */
  staleMs?: number;
  minDelayMs?: number;
  maxDelayMs?: number;
  /** How long the socket stays open once no topic is left (a page change resubscribes at once). */
  idleCloseMs?: number;
  /** How long the page may stay hidden before the socket is closed. */
  pauseAfterMs?: number;
  random?: () => number;
  page?: PageSignals | null;
}

const OPEN = 1;

/**
 * Wait before reconnect attempt `attempt` (0-based): half to all of `min·2^attempt`, at most `max`
 * ("equal jitter", so that clients dropped together do not return together).
 */
export function reconnectDelay(
  attempt: number,
  { min, max }: { min: number; max: number },
  random: () => number,
): number {
  const ceiling = Math.min(max, min * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

function browserPage(): PageSignals | null {
  if (typeof document === 'undefined' || typeof window === 'undefined') return null;
  return {
    hidden: () => document.visibilityState === 'hidden',
    listen(onVisibility, onOnline) {
      document.addEventListener('visibilitychange', onVisibility);
      window.addEventListener('online', onOnline);
      return () => {
        document.removeEventListener('visibilitychange', onVisibility);
        window.removeEventListener('online', onOnline);
      };
    },
  };
}

type Timer = ReturnType<typeof setTimeout>;

export class RealtimeClient {
  private readonly url: string;
  private readonly Socket: SocketConstructor;
  private readonly heartbeatMs: number;
  private readonly staleMs: number;
  private readonly delays: { min: number; max: number };
  private readonly idleCloseMs: number;
  private readonly pauseAfterMs: number;
  private readonly random: () => number;
  private readonly page: PageSignals | null;

  private state: ConnectionState = 'idle';
  private socket: SocketLike | null = null;
  private token: string | null = null;
  private authed = false;
  private paused = false;
  private attempt = 0;
  private lastHeard = 0;
  private readonly topics = new Map<RealtimeTopic, Set<TopicListener>>();
  /** Topics asked of the server on the current connection. */
  private readonly requested = new Set<RealtimeTopic>();
  /** Topics confirmed at least once since their first listener came. */
  private readonly confirmedBefore = new Set<RealtimeTopic>();
  private readonly stateListeners = new Set<() => void>();
  private heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  private reconnectTimer: Timer | null = null;
  private idleTimer: Timer | null = null;
  private pauseTimer: Timer | null = null;
  private stopPage: (() => void) | null = null;

  constructor(options: RealtimeClientOptions) {
    this.url = options.url;
    this.Socket = options.WebSocket ?? globalThis.WebSocket;
    this.heartbeatMs = options.heartbeatMs ?? 25_000;
    this.staleMs = options.staleMs ?? 60_000;
    this.delays = { min: options.minDelayMs ?? 1_000, max: options.maxDelayMs ?? 30_000 };
    this.idleCloseMs = options.idleCloseMs ?? 10_000;
    this.pauseAfterMs = options.pauseAfterMs ?? 120_000;
    this.random = options.random ?? Math.random;
    this.page = options.page === undefined ? browserPage() : options.page;
  }

  getState(): ConnectionState {
    return this.state;
  }

  /** Calls `listener` on every change of {@link getState}; returns the way to stop. */
  onStateChange(listener: () => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  /**
   * The access token to authenticate with (null when signed out). A new token is sent on the open
   * connection; signing out starts a fresh connection without identity (the `user` topic is gone).
   */
  setToken(token: string | null): void {
    if (token === this.token) return;
    const hadToken = this.token !== null;
    this.token = token;
    if (token === null) {
      if (!hadToken || this.socket === null) return;
      this.drop();
      this.attempt = 0;
      if (this.hasWork()) this.connect();
      else this.setState('idle');
      return;
    }
    if (this.socket !== null && this.state === 'open')
      this.send({ type: 'auth', access_token: token });
    else this.ensureConnected();
  }

  /** Listens to `topic`; the returned function stops listening. */
  subscribe(topic: RealtimeTopic, listener: TopicListener): () => void {
    // Each call is its own entry, even with the same listener object.
    const entry: TopicListener = { ...listener };
    let listeners = this.topics.get(topic);
    if (listeners === undefined) {
      listeners = new Set();
      this.topics.set(topic, listeners);
    }
    listeners.add(entry);
    this.clearTimer('idle');
    if (listeners.size === 1) this.request(topic);
    this.ensureConnected();
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      this.release(topic, entry);
    };
  }

  /** Closes the connection and stops every timer (listeners stay; a new subscribe reconnects). */
  close(): void {
    this.clearTimer('reconnect');
    this.clearTimer('idle');
    this.clearTimer('pause');
    this.stopPage?.();
    this.stopPage = null;
    this.paused = false;
    this.drop();
    this.setState('idle');
  }

  private hasWork(): boolean {
    for (const topic of this.topics.keys()) {
      if (topic !== USER_TOPIC || this.token !== null) return true;
    }
    return false;
  }

  private release(topic: RealtimeTopic, entry: TopicListener): void {
    const listeners = this.topics.get(topic);
    if (listeners === undefined || !listeners.delete(entry) || listeners.size > 0) return;
    this.topics.delete(topic);
    this.confirmedBefore.delete(topic);
    if (this.requested.delete(topic)) this.send({ type: 'unsubscribe', topic });
    if (!this.hasWork()) {
      this.clearTimer('reconnect');
      if (this.socket === null) this.setState('idle');
      else this.idleTimer = setTimeout(() => this.closeIdle(), this.idleCloseMs);
    }
  }

  private closeIdle(): void {
    this.idleTimer = null;
    if (this.hasWork()) return;
    this.drop();
    this.setState('idle');
  }

  private ensureConnected(): void {
    if (!this.hasWork() || this.socket !== null || this.reconnectTimer !== null || this.paused) {
      return;
    }
    this.connect();
  }

  private connect(): void {
    this.clearTimer('reconnect');
    this.watchPage();
    if (this.page?.hidden()) {
      // Nothing to show: connect when the page is shown again.
      this.paused = true;
      this.setState('paused');
      return;
    }
    let socket: SocketLike;
    try {
      socket = new this.Socket(this.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    this.requested.clear();
    this.authed = false;
    this.lastHeard = Date.now();
    this.setState('connecting');
    // The same tick gives up a connection that never opens (a mobile network that swallows it).
    this.heartbeatTimer = setInterval(() => this.beat(), this.heartbeatMs);
    socket.onopen = () => {
      if (this.socket === socket) this.opened();
    };
    socket.onmessage = (event) => {
      if (this.socket === socket) this.received(event.data);
    };
    socket.onclose = () => {
      if (this.socket === socket) this.lost();
    };
    socket.onerror = () => {
      // A close event follows; it decides what to do.
    };
  }

  private opened(): void {
    this.lastHeard = Date.now();
    this.setState('open');
    if (this.token !== null) this.send({ type: 'auth', access_token: this.token });
    for (const topic of this.topics.keys()) this.request(topic);
  }

  /** Sends `subscribe` for a topic with listeners, when the connection may carry it. */
  private request(topic: RealtimeTopic): void {
    if (this.socket === null || this.state !== 'open' || this.requested.has(topic)) return;
    if (topic === USER_TOPIC && !this.authed) return;
    this.requested.add(topic);
    this.send({ type: 'subscribe', topic });
  }

  private received(data: unknown): void {
    this.lastHeard = Date.now();
    this.attempt = 0;
    const message = parseServerMessage(data);
    if (message !== null) this.handle(message);
  }

  private handle(message: RealtimeServerMessage): void {
    // The server lost events it should have sent (its database notifications were interrupted).
    if ((message as { type: string }).type === 'resync') {
      this.resync();
      return;
    }
    switch (message.type) {
      case 'authed':
        this.authed = true;
        if (this.topics.has(USER_TOPIC)) this.request(USER_TOPIC);
        return;
      case 'subscribed': {
        const topic = message.topic as RealtimeTopic;
        const listeners = this.topics.get(topic);
        if (listeners === undefined) return;
        const resumed = this.confirmedBefore.has(topic);
        this.confirmedBefore.add(topic);
        for (const listener of [...listeners]) listener.onSubscribed?.({ resumed });
        return;
      }
      case 'error':
        if (message.code === 'unauthorized' || message.code === 'invalid_token') {
          // The token is no longer good: `user` waits for the next one (setToken).
          this.authed = false;
          this.requested.delete(USER_TOPIC);
        } else if (message.topic !== undefined) {
          this.requested.delete(message.topic as RealtimeTopic);
        }
        return;
      case 'event': {
        const listeners = this.topics.get(message.topic as RealtimeTopic);
        if (listeners === undefined) return;
        for (const listener of [...listeners]) listener.onEvent(message);
        return;
      }
      default:
        return;
    }
  }

  /** Every confirmed topic's listeners hear `resumed`, as after a reconnect: they re-read. */
  private resync(): void {
    for (const [topic, listeners] of this.topics) {
      if (!this.confirmedBefore.has(topic)) continue;
      for (const listener of [...listeners]) listener.onSubscribed?.({ resumed: true });
    }
  }

  private beat(): void {
    if (Date.now() - this.lastHeard >= this.staleMs) {
      // Silent for too long: the connection is dead even if the browser has not noticed.
      this.drop();
      this.scheduleReconnect();
      return;
    }
    this.send({ type: 'heartbeat' });
  }

  /** The server or the network closed the connection. */
  private lost(): void {
    this.drop();
    if (this.paused) this.setState('paused');
    else if (this.hasWork()) this.scheduleReconnect();
    else this.setState('idle');
  }

  private scheduleReconnect(): void {
    const delay = reconnectDelay(this.attempt, this.delays, this.random);
    this.attempt += 1;
    this.setState('reconnecting');
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (this.hasWork()) this.connect();
      else this.setState('idle');
    }, delay);
  }

  /** Forgets the current socket (closing it if still open) and its per-connection state. */
  private drop(): void {
    if (this.heartbeatTimer !== null) clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = null;
    this.clearTimer('idle');
    const socket = this.socket;
    this.socket = null;
    this.requested.clear();
    this.authed = false;
    if (socket === null) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
    try {
      socket.close(1000);
    } catch {
      // Already closing or closed.
    }
  }

  private watchPage(): void {
    if (this.page === null || this.stopPage !== null) return;
    this.stopPage = this.page.listen(
      () => this.visibilityChanged(),
      () => this.retryNow(),
    );
  }

  private visibilityChanged(): void {
    if (this.page?.hidden()) {
      if (this.pauseTimer === null && !this.paused) {
        this.pauseTimer = setTimeout(() => this.pause(), this.pauseAfterMs);
      }
      return;
    }
    this.clearTimer('pause');
    if (this.paused) {
      this.paused = false;
      this.attempt = 0;
      if (this.hasWork()) this.connect();
      else this.setState('idle');
    } else {
      this.retryNow();
    }
  }

  private pause(): void {
    this.pauseTimer = null;
    this.clearTimer('reconnect');
    this.drop();
    this.paused = true;
    this.setState('paused');
  }

  /** Shown again or back online: a pending retry happens now instead of after its delay. */
  private retryNow(): void {
    if (this.reconnectTimer === null) return;
    this.connect();
  }

  private send(message: RealtimeClientMessage): void {
    if (this.socket === null || this.socket.readyState !== OPEN) return;
    this.socket.send(JSON.stringify(message));
  }

  private clearTimer(which: 'reconnect' | 'idle' | 'pause'): void {
    const key = `${which}Timer` as const;
    const timer = this[key];
    if (timer !== null) clearTimeout(timer);
    this[key] = null;
  }

  private setState(state: ConnectionState): void {
    if (state === this.state) return;
    this.state = state;
    for (const listener of [...this.stateListeners]) listener();
  }
}
