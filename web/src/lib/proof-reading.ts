import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body, type Schemas } from './api/client';
import { formatAmount } from './format';

/** What the proof reader read in an uploaded screenshot (`GET /uploads/payment-screenshots/reading`). */
export type ProofReading = Schemas['ProofReading'];

/** Every second while the reader works on it, for at most this many polls (a minute). */
const POLL_MS = 1000;
const MAX_POLLS = 60;

const done = (reading: ProofReading | undefined) =>
  reading?.status === 'read' || reading?.status === 'failed';

/**
 * The reading of the uploaded proof at `path` (null: none), polled until the reader is done with it
 * (`read` or `failed`) or a minute has passed (`gaveUp`): a proposal for the form, never needed to
 * send it.
 */
export function useProofReading(path: string | null) {
  const queryClient = useQueryClient();
  const queryKey = ['proof-reading', path] as const;
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      body(
        api.GET('/uploads/payment-screenshots/reading', {
          params: { query: { path: path ?? '' } },
          signal,
        }),
      ),
    enabled: path !== null,
    staleTime: Infinity,
    retry: false,
    refetchInterval: (query) =>
      done(query.state.data) || query.state.dataUpdateCount >= MAX_POLLS ? false : POLL_MS,
  });
  // No proposal is coming: the reading could not be asked for, or the reader took too long.
  const polls = queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 0;
  const gaveUp = query.isError || (!done(query.data) && polls >= MAX_POLLS);
  return { reading: query.data, gaveUp };
}

/** The report form's fields a reading can propose, as the form writes them. */
export interface ProofProposal {
  reference?: string;
  /** es-VE, as typed: "1.234,56". */
  amount?: string;
  currency?: 'USD' | 'VES';
  /** `YYYY-MM-DDTHH:mm`, the time read or noon. */
  date?: string;
  /** The bank paid from, by name ("Banesco"). */
  bank?: string;
}

/** What a finished reading proposes: only fields read in a picture that looks like a receipt. */
export function proposalOf(reading: ProofReading | undefined): ProofProposal {
  if (reading?.status !== 'read' || !reading.receipt || !reading.fields) return {};
  const { reference, amount, currency, date, time, origin_bank } = reading.fields;
  const proposal: ProofProposal = {};
  if (reference) proposal.reference = reference.value;
  const cents = amount ? Math.round(Number(amount.value) * 100) : NaN;
  if (Number.isFinite(cents) && cents > 0) proposal.amount = formatAmount(cents / 100);
  if (currency?.value === 'USD' || currency?.value === 'VES') proposal.currency = currency.value;
  if (date && /^\d{4}-\d{2}-\d{2}$/.test(date.value)) {
    proposal.date = `${date.value}T${time && /^\d{2}:\d{2}$/.test(time.value) ? time.value : '12:00'}`;
  }
  if (origin_bank) proposal.bank = origin_bank.name ?? origin_bank.value;
  return proposal;
}
