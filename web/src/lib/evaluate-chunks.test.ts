import { afterEach, describe, expect, it } from 'vitest';
import { evaluateChunksInOrder } from './evaluate-chunks';

type Probe = { steps: string[] };
const probe = globalThis as unknown as { rifaChunkProbe?: Probe };

/** A module that records it ran, and queues a task that records when it ran. */
const chunk = (name: string) =>
  'data:text/javascript,' +
  encodeURIComponent(
    `const p = globalThis.rifaChunkProbe; p.steps.push('${name}');` +
      `setTimeout(() => p.steps.push('task after ${name}'), 0);`,
  );

afterEach(() => {
  document.head.querySelector('script[data-app-order]')?.remove();
  delete probe.rifaChunkProbe;
});

describe('evaluateChunksInOrder', () => {
  it('evaluates the listed chunks in order, each in a task of its own', async () => {
    probe.rifaChunkProbe = { steps: [] };
    const script = document.createElement('script');
    script.setAttribute('data-app-order', `${chunk('first')} ${chunk('second')}`);
    document.head.append(script);

    await evaluateChunksInOrder();

    // A task queued while the first chunk ran has run before the second chunk is evaluated.
    expect(probe.rifaChunkProbe.steps).toEqual([
      'first',
      'task after first',
      'second',
      'task after second',
    ]);
  });

  it('does nothing without the list (the app then imports its chunks in one go)', async () => {
    await expect(evaluateChunksInOrder()).resolves.toBeUndefined();
  });
});
