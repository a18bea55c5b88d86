import { describe, expect, it } from 'vitest';
import { toForm, toSettingsInput, type StatementColumns } from './statement-columns';

const banesco: StatementColumns = {
  date: 0,
  reference: 1,
  description: 2,
  amount: 3,
  credit: null,
  debit: null,
};
const presets = [{ id: 'banesco' as const, mapping: banesco }];

describe('statement columns', () => {
  it('names a saved preset, and counts columns from 1 in the form', () => {
    const form = toForm(banesco, presets, 100, 3);
    expect(form).toMatchObject({ layout: 'banesco', date: 1, amount: 4, tolerancePercent: 1 });
    expect(toSettingsInput(form)).toEqual({ preset: 'banesco', tolerance_bp: 100, window_days: 3 });
  });

  it('sends own columns 0-based, with credit and debit instead of one amount', () => {
    const own = { ...banesco, amount: null, credit: 5, debit: 4 };
    const form = toForm(own, presets, 250, 2);
    expect(form.layout).toBe('custom');
    expect(form.amountKind).toBe('credit');
    expect(toSettingsInput(form)).toEqual({
      date: 0,
      reference: 1,
      description: 2,
      amount: null,
      credit: 5,
      debit: 4,
      tolerance_bp: 250,
      window_days: 2,
    });
  });
});
