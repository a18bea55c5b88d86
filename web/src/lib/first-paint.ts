declare global {
  interface Window {
    /** public/boot.js's moment to request the app's chunks (see there); absent on `/`. */
    rifaPainted?: Promise<void>;
  }
}

/**
 * Resolves once the page has painted for the first time (the brand, or a prerendered shell with its
 * image), in a task after that frame: the entry imports the app's chunks after what the first paint
 * needs, so on a slow connection they do not compete with it (issue 14, Largest Contentful Paint: a
 * prerendered shell is the page's largest paint only if nothing else is in its way). public/boot.js
 * decides that moment and preloads the chunks then; without it (on `/`), the next frame. A hidden
 * tab paints nothing: there it resolves at once.
 */
export function afterFirstPaint(): Promise<void> {
  if (window.rifaPainted) return window.rifaPainted;
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
