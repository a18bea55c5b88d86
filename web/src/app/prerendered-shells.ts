/**
 * index.html carries the buyer's pages' shells (scripts/prerender-shells.ts), hidden but the one
 * public/boot.js showed for this page on a phone. The entry removes the others once the document is
 * parsed, before the app or anything else looks at it: the page then holds one copy of a layout,
 * never hidden twins of its links, headings and ids. The one shown stays until the app replaces it.
 */
export function removeHiddenShells(container: HTMLElement): void {
  const shown = document.documentElement.dataset.shell;
  const shells = ':scope > [data-prerendered]:not([data-prerendered="landing"])';
  for (const shell of container.querySelectorAll<HTMLElement>(shells))
    if (shell.dataset.prerendered !== shown) shell.remove();
}
