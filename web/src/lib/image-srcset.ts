import type { Schemas } from './api/client';

export type ImageVariant = Schemas['ImageVariant'];

/** The longest side the server keeps of an uploaded image (it shrinks anything larger). */
export const MAX_IMAGE_SIDE = 2048;

/**
 * `srcSet` of an image's WebP copies ("url 320w, url 640w"), or undefined without copies (the
 * `<img>` then has its `src` alone). With `original`, the uploaded image closes the list as the
 * widest candidate, for large images on screens that need more than the copies: it is at most
 * MAX_IMAGE_SIDE wide, and whatever its real width the browser only takes it past the copies.
 */
export function imageSrcSet(
  variants: readonly ImageVariant[],
  original?: string,
): string | undefined {
  if (variants.length === 0) return undefined;
  const candidates = variants.map((v) => `${v.url} ${v.width}w`);
  if (original) candidates.push(`${original} ${MAX_IMAGE_SIDE}w`);
  return candidates.join(', ');
}
