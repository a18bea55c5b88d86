import type { Schemas } from '../../lib/api/client';

/** The contract's column mapping (0-based) and the form's (1-based, as people count columns). */
export type StatementColumns = Schemas['StatementColumns'];
export type PresetId = Schemas['StatementSettings']['presets'][number]['id'];

export interface ColumnsForm {
  layout: PresetId | 'custom';
  amountKind: 'amount' | 'credit';
  date: number;
  reference: number;
  description: number | null;
  amount: number | null;
  credit: number | null;
  debit: number | null;
  tolerancePercent: number;
  windowDays: number;
}

const up = (column: number | null) => (column === null ? null : column + 1);
const down = (column: number | null | undefined) =>
  column === null || column === undefined ? null : column - 1;

/** The form's values for a saved mapping (or the first preset when none is saved). */
export function toForm(
  mapping: StatementColumns | null,
  presets: Array<{ id: PresetId; mapping: StatementColumns }>,
  toleranceBp: number,
  windowDays: number,
): ColumnsForm {
  const preset = mapping
    ? presets.find((p) => JSON.stringify(p.mapping) === JSON.stringify(mapping))
    : presets[0];
  const m = mapping ?? presets[0]?.mapping;
  return {
    layout: preset ? preset.id : 'custom',
    amountKind: m?.amount !== null && m?.amount !== undefined ? 'amount' : 'credit',
    date: (m?.date ?? 0) + 1,
    reference: (m?.reference ?? 1) + 1,
    description: up(m?.description ?? null),
    amount: up(m?.amount ?? null),
    credit: up(m?.credit ?? null),
    debit: up(m?.debit ?? null),
    tolerancePercent: toleranceBp / 100,
    windowDays,
  };
}

/** The body of `PUT …/settings` for the form: a preset, or its columns (0-based). */
export function toSettingsInput(form: ColumnsForm): Schemas['StatementSettingsInput'] {
  const matching = {
    tolerance_bp: Math.round(form.tolerancePercent * 100),
    window_days: form.windowDays,
  };
  if (form.layout !== 'custom') return { preset: form.layout, ...matching };
  const oneAmount = form.amountKind === 'amount';
  return {
    date: form.date - 1,
    reference: form.reference - 1,
    description: down(form.description),
    amount: oneAmount ? down(form.amount) : null,
    credit: oneAmount ? null : down(form.credit),
    debit: oneAmount ? null : down(form.debit),
    ...matching,
  };
}
