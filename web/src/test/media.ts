type Listener = (event: MediaQueryListEvent) => void;

let viewportWidth = 1280;
const lists = new Set<FakeMediaQueryList>();

/** Evaluates the (min-width / max-width) parts of a media query against the fake viewport width. */
export function evaluateMediaQuery(query: string, width: number): boolean {
  const parts = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  if (parts.length === 0) return false;
  return parts.every(([, kind, value]) =>
    kind === 'min' ? width >= Number(value) : width <= Number(value),
  );
}

class FakeMediaQueryList implements MediaQueryList {
  readonly media: string;
  matches: boolean;
  onchange: ((this: MediaQueryList, ev: MediaQueryListEvent) => unknown) | null = null;
  private readonly listeners = new Set<Listener>();

  constructor(media: string) {
    this.media = media;
    this.matches = evaluateMediaQuery(media, viewportWidth);
  }

  addEventListener(_type: string, listener: EventListenerOrEventListenerObject | null): void {
    if (typeof listener === 'function') this.listeners.add(listener);
  }

  removeEventListener(_type: string, listener: EventListenerOrEventListenerObject | null): void {
    if (typeof listener === 'function') this.listeners.delete(listener);
  }

  addListener(listener: Listener | null): void {
    if (listener) this.listeners.add(listener);
  }

  removeListener(listener: Listener | null): void {
    if (listener) this.listeners.delete(listener);
  }

  dispatchEvent(): boolean {
    return true;
  }

  update(): void {
    const next = evaluateMediaQuery(this.media, viewportWidth);
    if (next === this.matches) return;
    this.matches = next;
    const event = { matches: next, media: this.media } as MediaQueryListEvent;
    this.listeners.forEach((listener) => listener(event));
  }
}

export function installMatchMedia(): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => {
      const list = new FakeMediaQueryList(query);
      lists.add(list);
      return list;
    },
  });
}

/** Resizes the fake viewport and notifies every media query list whose answer changed. */
export function setViewportWidth(width: number): void {
  viewportWidth = width;
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  lists.forEach((list) => list.update());
}
