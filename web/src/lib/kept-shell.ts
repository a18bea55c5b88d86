/**
 * A prerendered shell that public/boot.js filled with the page's own data (the ticket page's: the
 * hold's time left, from the ticket it requested) stays in front of the app until the page shows the
 * same, instead of giving way to the app's loading skeleton first (issue 14: the buyer reads the
 * hold as soon as the ticket arrives, long before the app's scripts, and never sees it go away and
 * come back). The app's first render would replace it in #root: start() moves it out, over the
 * page (`.rifa-kept-shell`), and the page calls releaseKeptShell() once it shows its own; after
 * KEEP_AT_MOST_MS it goes anyway.
 */
const KEEP_AT_MOST_MS = 10_000;

export function keepFilledShell(container: HTMLElement): void {
  const shell = container.querySelector<HTMLElement>(':scope > [data-prerendered][data-filled]');
  if (!shell) return;
  shell.classList.add('rifa-kept-shell');
  shell.setAttribute('aria-hidden', 'true');
  document.body.appendChild(shell);
  window.setTimeout(releaseKeptShell, KEEP_AT_MOST_MS);
}

/** Removes the shell keepFilledShell() kept, if any. */
export function releaseKeptShell(): void {
  document.querySelector('body > .rifa-kept-shell')?.remove();
}
