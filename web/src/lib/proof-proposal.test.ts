import { describe, expect, it } from 'vitest';
import { proposalOf, type ProofReading } from './proof-reading';
import { proposedValues, type ProposedField } from './proof-proposal';

const field = (value: string, name?: string) => ({ value, text: value, confidence: 0.9, name });

const reading: ProofReading = {
  path: 'u/payment-screenshots/1.png',
  status: 'read',
  reader_version: 1,
  receipt: true,
  error: null,
  fields: {
    receipt: true,
    reference: field('004512345678'),
    amount: field('1234.56'),
    currency: field('VES'),
    date: field('2026-11-27'),
    time: field('14:32'),
    origin_bank: field('0134', 'Banesco'),
    destination_bank: field('0102', 'Banco de Venezuela'),
    phones: [field('04245556677')],
    cedula: null,
  },
};

function form(typed: ProposedField[] = [], values: Record<string, unknown> = { currency: 'USD' }) {
  return { typed: (f: ProposedField) => typed.includes(f), value: (f: ProposedField) => values[f] };
}

describe('proposalOf', () => {
  it('gives the fields read as the form writes them', () => {
    expect(proposalOf(reading)).toEqual({
      reference: '004512345678',
      amount: '1.234,56',
      currency: 'VES',
      date: '2026-11-27T14:32',
      bank: 'Banesco',
    });
  });

  it('proposes nothing before the reading, or for a picture that is no receipt', () => {
    expect(proposalOf(undefined)).toEqual({});
    expect(proposalOf({ ...reading, status: 'reading' })).toEqual({});
    expect(proposalOf({ ...reading, receipt: false })).toEqual({});
  });
});

describe('proposedValues', () => {
  const proposal = proposalOf(reading);

  it('fills what the buyer did not type, the amount with its currency', () => {
    const { values, filled } = proposedValues(proposal, form(), {
      hasRate: true,
      correcting: false,
    });
    expect(values).toEqual({
      reference: '004512345678',
      amount: '1.234,56',
      currency: 'VES',
      date: '2026-11-27T14:32',
      bank: 'Banesco',
    });
    expect(filled).toEqual(['reference', 'amount', 'currency', 'date', 'bank']);
  });

  it('never overwrites what the buyer typed', () => {
    const { values } = proposedValues(proposal, form(['reference', 'amount']), {
      hasRate: true,
      correcting: false,
    });
    expect(values.reference).toBeUndefined();
    expect(values.amount).toBeUndefined();
    expect(values.currency).toBeUndefined();
    expect(values.date).toBe('2026-11-27T14:32');
  });

  it('keeps bolívares out without a rate, and an amount out of a currency the buyer chose', () => {
    expect(
      proposedValues(proposal, form(), { hasRate: false, correcting: false }).values.amount,
    ).toBe(undefined);
    expect(
      proposedValues(proposal, form(['currency']), { hasRate: true, correcting: false }).values
        .amount,
    ).toBeUndefined();
  });

  it('fills only empty fields of a report being corrected', () => {
    const { filled } = proposedValues(
      proposal,
      form([], { currency: 'USD', amount: '2,50', reference: '', date: '', bank: 'BDV' }),
      { hasRate: true, correcting: true },
    );
    expect(filled).toEqual(['reference', 'date']);
  });
});
