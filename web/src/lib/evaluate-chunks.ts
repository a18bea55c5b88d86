/**
 * Evaluates the app's chunks one by one, each in a task of its own, before the app is imported
 * (issue 14, Total Blocking Time). Imported in one go, a module graph is evaluated in one task: the
 * app's (React, antd, the app's code) was a single task of ~300 ms on a fast machine, which the
 * mobile preset's 4× slower CPU turns into more than a second during which a tap gets no answer.
 * One chunk at a time, with a yield to the browser between them, the same work is several shorter
 * tasks. The build lists the chunks, dependencies first, on public/boot.js's <script> as
 * data-app-order (scripts/prerender-landing.ts: those not in a cycle with the app's own chunk, which
 * the app's import evaluates with its cycle); a chunk whose dependencies have been evaluated
 * evaluates only itself.
 */
export async function evaluateChunksInOrder(): Promise<void> {
  const order = document.querySelector('script[data-app-order]')?.getAttribute('data-app-order');
  for (const href of order?.split(' ') ?? []) {
    if (!href) continue;
    await nextTask();
    // A chunk that fails to load here fails again, with the app's own handling, when the app
    // imports it.
    await import(/* @vite-ignore */ href).catch(() => undefined);
  }
  await nextTask();
}

/** Resolves in a new task, after the browser has had the chance to handle input and paint. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
