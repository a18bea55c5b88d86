import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { raffleKeys, type Raffle } from '../../../lib/raffle';
import {
  raffleTopic,
  useRealtimeConnected,
  useRealtimeTopic,
  type RealtimeNumbersPayload,
} from '../../../lib/realtime';
import type { RaffleNumbers } from '../../../lib/ticket';
import { applyNumbersEvent } from '../live-numbers';
import { selectionReducer } from '../number-selection';
import { isFreshPageCopy } from './raffle-page';
import { keptSelection, sessionStore, writeSelection } from '../stored-selection';

/**
 * An open raffle follows its `raffle:<id>` realtime topic: numbers taken or freed by others show
 * on the grid at once (or the grid is read again when events were missed), and a status change
 * (sold out, cancelled, completed) or a take-down by the administration shows without a reload. Every (re)subscription re-reads the
 * grid, since something may have changed before it. Returns true while the events arrive (the
 * page's 15 s poll is then not needed).
 */
export function useLiveRaffle(raffleId: string, enabled: boolean): boolean {
  const queryClient = useQueryClient();
  const connected = useRealtimeConnected();
  const numbersKey = raffleKeys.numbers(raffleId);
  const detailKey = raffleKeys.detail(raffleId);

  const refetchNumbers = () =>
    void queryClient.invalidateQueries({ queryKey: numbersKey }, { cancelRefetch: false });
  // A subscription re-reads the grid, unless it is still the copy the page as HTML carried, just
  // read (issue 35: the app does not read again what the page gave it; an event that finds a
  // version missing reads it then).
  const subscribed = () => {
    if (!isFreshPageCopy(queryClient.getQueryState(numbersKey)?.dataUpdatedAt)) refetchNumbers();
  };

  const numbersChanged = (payload: RealtimeNumbersPayload) => {
    const update = applyNumbersEvent(queryClient.getQueryData<RaffleNumbers>(numbersKey), payload);
    if (update.kind === 'refetch') refetchNumbers();
    if (update.kind !== 'apply') return;
    queryClient.setQueryData(numbersKey, update.numbers);
    queryClient.setQueryData<Raffle>(detailKey, (raffle) =>
      raffle ? { ...raffle, sold_tickets: payload.sold_tickets } : raffle,
    );
  };

  useRealtimeTopic(
    enabled ? raffleTopic(raffleId) : null,
    (event) => {
      if (event.event === 'raffle.numbers') numbersChanged(event.payload);
      else if (event.event === 'raffle.status') {
        queryClient.setQueryData<Raffle>(detailKey, (raffle) =>
          raffle ? { ...raffle, status: event.payload.status } : raffle,
        );
        // The rest of what changed with it (winner, dates) comes with the raffle itself.
        void queryClient.invalidateQueries({ queryKey: detailKey });
      } else if (event.event === 'raffle.blocked') {
        // Taken down (or its organiser suspended), or back: the raffle read again says how; a
        // buyer then gets 410 and the page shows it unavailable, its creator the moderation note.
        void queryClient.invalidateQueries({ queryKey: detailKey });
      }
    },
    subscribed,
  );
  return enabled && connected;
}

/**
 * The numbers chosen on a live grid. A chosen number someone else takes meanwhile leaves the
 * selection as soon as the grid knows, and `lost` says which (state adjusted while rendering,
 * React's pattern for derived resets). Serves the raffle page (whose selection outlives a sign-in)
 * and the counter sale.
 */
export function useLiveSelection(
  taken: ReadonlySet<number>,
  /** A buyer's raffle: the selection is kept in the tab's sessionStorage (stored-selection.ts). */
  kept?: { raffleId: string; total: number },
) {
  const [selection, dispatch] = useReducer(selectionReducer, kept, (k) =>
    k ? keptSelection(sessionStore(), k.raffleId, k.total, window.location.search) : [],
  );
  const keptId = kept?.raffleId;
  const keptTotal = kept?.total ?? 0;
  // The page as HTML (public/raffle-page.js) keeps taking picks while the app renders over it:
  // once mounted, the app takes the selection as that page left it.
  const first = useRef(selection);
  useEffect(() => {
    if (keptId === undefined) return;
    const now = keptSelection(sessionStore(), keptId, keptTotal, '');
    const before = first.current;
    if (now.length === 0 || now.join() === before.join()) return;
    dispatch({ type: 'clear' });
    dispatch({ type: 'add', numbers: now });
  }, [keptId, keptTotal]);
  useEffect(() => {
    if (keptId !== undefined) writeSelection(sessionStore(), keptId, selection);
  }, [keptId, selection]);
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
