import { describe, expect, it } from 'vitest';
import { imageSrcSet } from './image-srcset';

const variants = [
  { width: 320, url: '/r-320.webp?v=2' },
  { width: 640, url: '/r-640.webp?v=3' },
];

describe('imageSrcSet', () => {
  it('lists the copies by width, narrowest first as the server sends them', () => {
    expect(imageSrcSet(variants)).toBe('/r-320.webp?v=2 320w, /r-640.webp?v=3 640w');
  });

  it('adds the original as the widest candidate when asked', () => {
    expect(imageSrcSet(variants, '/r.jpg?v=1')).toBe(
      '/r-320.webp?v=2 320w, /r-640.webp?v=3 640w, /r.jpg?v=1 2048w',
    );
  });

  it('is undefined without copies, so the image keeps its src alone', () => {
    expect(imageSrcSet([])).toBeUndefined();
    expect(imageSrcSet([], '/r.jpg?v=1')).toBeUndefined();
  });
});
