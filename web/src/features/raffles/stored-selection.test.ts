import { beforeEach, describe, expect, it } from 'vitest';
import { keptSelection, readSelection, selectionKey, writeSelection } from './stored-selection';

describe('the selection kept in sessionStorage', () => {
  beforeEach(() => sessionStorage.clear());

  it('comes back as it was kept, per raffle', () => {
    writeSelection(sessionStorage, 'r1', [7, 21]);
    expect(readSelection(sessionStorage, 'r1', 100)).toEqual([7, 21]);
    expect(readSelection(sessionStorage, 'r2', 100)).toEqual([]);
  });

  it('is removed when emptied', () => {
    writeSelection(sessionStorage, 'r1', [7]);
    writeSelection(sessionStorage, 'r1', []);
    expect(sessionStorage.getItem(selectionKey('r1'))).toBeNull();
  });

  it('keeps only distinct numbers of the raffle, ascending, at most 100', () => {
    sessionStorage.setItem(selectionKey('r1'), JSON.stringify([42, 7, 7, -1, 100, 2.5, 'x']));
    expect(readSelection(sessionStorage, 'r1', 100)).toEqual([7, 42]);
    const many = Array.from({ length: 150 }, (_, i) => i);
    sessionStorage.setItem(selectionKey('r1'), JSON.stringify(many));
    expect(readSelection(sessionStorage, 'r1', 1000)).toHaveLength(100);
    sessionStorage.setItem(selectionKey('r1'), '{not json');
    expect(readSelection(sessionStorage, 'r1', 100)).toEqual([]);
    expect(readSelection(null, 'r1', 100)).toEqual([]);
  });

  it("starts from the kept one, else from the address's ?n= (the page as HTML without script)", () => {
    expect(keptSelection(sessionStorage, 'r1', 100, '?n=17,3,3,100,x,-1')).toEqual([3, 17]);
    expect(keptSelection(sessionStorage, 'r1', 100, '')).toEqual([]);
    writeSelection(sessionStorage, 'r1', [9]);
    expect(keptSelection(sessionStorage, 'r1', 100, '?n=17,3')).toEqual([9]);
  });
});
