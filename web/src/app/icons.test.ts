import { describe, expect, it } from 'vitest';

const icons = import.meta.glob<string>('../../public/*.svg', {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('the SVG icons in public/', () => {
  // The browser decodes the page's icon on the page's main thread as it loads. An SVG <text> is
  // laid out with the system's fonts (a font lookup that took up to ~200 ms of one task in
  // Lighthouse's trace of every page, issue 14), so the icons' figures are drawn as shapes.
  it.each(Object.entries(icons))('%s has no text to lay out', (_file, svg) => {
    expect(svg).toContain('<svg');
    expect(svg).not.toMatch(/<text\b/);
  });

  it('finds the icons', () => {
    expect(Object.keys(icons)).toContain('../../public/favicon.svg');
  });
});
