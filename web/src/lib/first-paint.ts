/**
 * Resolves once the page has painted for the first time (the brand, or a prerendered shell), in a
 * task after that frame: the entry imports the app's chunks after what the first paint needs, so
 * on a slow connection they do not compete with the stylesheets (issue 14, Largest Contentful Paint:
 * a prerendered shell is the page's largest paint only if nothing else is in its way). public/boot.js
 * preloads them at the same moment. A hidden tab paints nothing: there it resolves at once.
 */
export function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
