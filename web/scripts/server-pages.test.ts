/**
 * The pages the server renders as HTML for buyers (the raffle link, the timeline, "Rifa no
 * disponible": `server/src/features/raffles/raffle_view_html.cpp` and `raffle_page.cpp`; a buyer's
 * ticket: `server/src/features/tickets/ticket_view_html.cpp` and `ticket_page.cpp`) say what
 * the app says. Their Spanish lives here, in es.ts, like every text a person reads; the C++ carries
 * a copy because it renders before any script. This test reads the C++ sources and fails when a
 * text there is not one of es.ts, so the two cannot drift apart.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { es } from '../src/locales/es.ts';

const SERVER_SRC = join(dirname(fileURLToPath(import.meta.url)), '../../server/src');
const SERVER_PAGES = Object.fromEntries(
  [
    'raffles/raffle_view_html.cpp',
    'raffles/raffle_page.cpp',
    'tickets/ticket_view_html.cpp',
    'tickets/ticket_page.cpp',
  ].map((name) => {
    const file = `features/${name}`;
    return [file, readFileSync(join(SERVER_SRC, file), 'utf8')];
  }),
);
/** Literals of those files that are not read by people (a log line's name). */
const NOT_TEXT = ['raffle page', 'ticket page', 'private, no-store'];

/** Every string of es.ts, and the source of its functions (their template literals). */
function esTexts(node: unknown, out: string[] = []): string[] {
  if (typeof node === 'string') out.push(node);
  else if (typeof node === 'function') out.push(String(node));
  else if (node && typeof node === 'object') for (const v of Object.values(node)) esTexts(v, out);
  return out;
}

/**
 * The words a person reads in a C++ source: the text of its string literals outside tags, and the
 * values of the attributes read aloud or shown (aria-label, alt, data-empty/one/many, content).
 */
export function serverTexts(source: string): string[] {
  const code = source
    .split('\n')
    .filter((line) => !/^\s*(#include|\/\/)/.test(line))
    .join('\n');
  const literals = [...code.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1].replace(/\\"/g, '"'));
  const texts: string[] = [];
  for (const literal of literals) {
    for (const a of literal.matchAll(/(?:aria-label|alt|data-empty|data-one|data-many)="([^"]*)"/g))
      texts.push(a[1]);
    const outside = literal
      .replace(/^[^<>]*>/, '') // the end of a tag opened in an earlier literal
      .replace(/<[^>]*>/g, '\n')
      .replace(/<[^>]*$/, '');
    texts.push(...outside.split('\n'));
  }
  return texts
    .map((t) => t.trim().replace(/^[:.,·(]\s*|\s*[:.,·)]$/g, ''))
    .filter(
      (t) =>
        /\p{L}{3}/u.test(t) &&
        !/^[\w-]+$/.test(t) && // an identifier, a class, a key
        !/^[a-z]+:[a-z_:]+$/.test(t) && // a meta property (og:title)
        !/[%=/\\]|^\(|max-width/.test(t), // a format, a path, a media query
    );
}

describe('the server-rendered pages speak es.ts', () => {
  const known = esTexts(es);
  it('reads every page', () => expect(Object.keys(SERVER_PAGES)).toHaveLength(4));
  for (const [file, source] of Object.entries(SERVER_PAGES)) {
    it(file, () => {
      const texts = serverTexts(source);
      expect(texts.length).toBeGreaterThan(1);
      const missing = texts.filter(
        (t) => !NOT_TEXT.includes(t) && !known.some((k) => k.includes(t)),
      );
      expect(missing).toEqual([]);
    });
  }

  it('finds the words of a literal and of its attributes, not its markup', () => {
    expect(
      serverTexts(
        'out += "<p class=\\"x\\" aria-label=\\"Bloques de números\\">Elige tus números</p>";',
      ),
    ).toEqual(['Bloques de números', 'Elige tus números']);
  });
});
