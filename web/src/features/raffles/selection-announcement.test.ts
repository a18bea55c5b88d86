import { describe, expect, it } from 'vitest';
import { selectionAnnouncement } from './selection-announcement';

const say = (previous: number[], next: number[], lost: number[] = [], bought: number[] = []) =>
  selectionAnnouncement(previous, next, lost, 100, 2.5, bought).replace(/\u00a0/g, ' ');

describe('selectionAnnouncement', () => {
  it('says the number added or removed, the count and the total', () => {
    expect(say([], [7])).toMatch(/^07 seleccionado\. 1 número, total .*2,50/);
    expect(say([7], [7, 21])).toMatch(/^21 seleccionado\. 2 números, total .*5,00/);
    expect(say([7, 21], [21])).toMatch(/^07 quitado\. 1 número, total .*2,50/);
    expect(say([7, 21], [])).toBe('07, 21 quitados. No tienes números seleccionados.');
    expect(say([], [3, 4])).toMatch(/^03, 04 seleccionados\. 2 números/);
  });

  it('says which chosen numbers someone else bought', () => {
    expect(say([7, 21], [21], [7])).toMatch(
      /^Otra persona compró el 07: salió de tu selección\. 1 número, total/,
    );
    expect(say([7, 21], [], [7, 21])).toBe(
      'Otra persona compró 07, 21: salieron de tu selección. No tienes números seleccionados.',
    );
  });

  it('says the numbers the buyer just bought as held, not as removed', () => {
    expect(say([7, 21], [], [], [7, 21])).toBe('Apartaste 07, 21 a tu nombre.');
    expect(say([7], [], [], [7])).toBe('Apartaste el 07 a tu nombre.');
  });

  it('says nothing when nothing changed', () => {
    expect(say([7], [7])).toBe('');
  });
});
