// The part of jsdom's API scripts/used-css.ts uses (jsdom ships no types; the tests use it through
// Vitest's environment).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: { document: { querySelector(selector: string): unknown } };
  }
}
