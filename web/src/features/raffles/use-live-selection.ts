import { useMemo, useReducer, useState } from 'react';
import { selectionReducer } from './number-selection';

/**
 * The numbers chosen on a live grid. A chosen number someone else takes meanwhile leaves the
 * selection as soon as the grid knows, and `lost` says which (state adjusted while rendering,
 * React's pattern for derived resets). Serves the raffle page and the counter sale.
 */
export function useLiveSelection(taken: ReadonlySet<number>) {
  const [selection, dispatch] = useReducer(selectionReducer, []);
  const [seenTaken, setSeenTaken] = useState(taken);
  const [lost, setLost] = useState<number[]>([]);
  if (seenTaken !== taken) {
    setSeenTaken(taken);
    const gone = selection.filter((n) => taken.has(n));
    if (gone.length > 0) {
      dispatch({ type: 'remove', numbers: gone });
      setLost(gone);
    }
  }
  const selectedSet = useMemo(() => new Set(selection), [selection]);
  return { selection, selectedSet, dispatch, lost, dismissLost: () => setLost([]) };
}
