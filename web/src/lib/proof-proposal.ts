import type { ProofProposal } from './proof-reading';

export type ProposedField = keyof ProofProposal;

/** A payment form as the proposal sees it (the ticket's report form, the subscription's). */
export interface FormState {
  /** True when the buyer typed in the field (antd's touched). */
  typed: (field: ProposedField) => boolean;
  value: (field: ProposedField) => unknown;
}

/**
 * What of a reading goes into the report form: only fields the buyer did not type (when correcting
 * a rejected report, only empty ones), and an amount only with its currency (bolívares need the
 * creator's rate; a receipt that names no currency is in bolívares, as pago móvil is).
 */
export function proposedValues(
  proposal: ProofProposal,
  form: FormState,
  options: { hasRate: boolean; correcting: boolean },
): { values: Partial<Record<ProposedField, string>>; filled: ProposedField[] } {
  const free = (field: ProposedField) => {
    if (form.typed(field)) return false;
    if (!options.correcting) return true;
    const value = form.value(field);
    return (
      value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
    );
  };
  const values: Partial<Record<ProposedField, string>> = {};
  if (proposal.reference && free('reference')) values.reference = proposal.reference;
  if (proposal.amount) {
    const currency = proposal.currency ?? 'VES';
    const selectable = currency === 'USD' || options.hasRate;
    const sameCurrency = form.value('currency') === currency;
    if (selectable && free('amount') && (sameCurrency || free('currency'))) {
      if (!sameCurrency) values.currency = currency;
      values.amount = proposal.amount;
    }
  }
  if (proposal.date && free('date')) values.date = proposal.date;
  if (proposal.bank && free('bank')) values.bank = proposal.bank;
  const order: ProposedField[] = ['reference', 'amount', 'currency', 'date', 'bank'];
  return { values, filled: order.filter((field) => values[field] !== undefined) };
}
