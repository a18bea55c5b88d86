import { formatAmount, formatDateTime, formatMoney } from '../../lib/format';
import { es } from '../../locales/es';

/** An audit entry's action in words ('Aprobó un pago de suscripción'); unknown ones as they are. */
export function auditAction(action: string): string {
  return es.admin.audit.actions[action] ?? action;
}

/** Fields a person does not need in the log: ids, slugs, bookkeeping times and counters. */
function hidden(key: string): boolean {
  return (
    /(^|_)id$/.test(key) ||
    /^(created_at|updated_at|slug|exchange_rate_at)$/.test(key) ||
    /^(active|total)_subscriptions$/.test(key)
  );
}

function fieldLabel(key: string): string {
  return es.admin.audit.fields[key] ?? key.replace(/_/g, ' ');
}

function valueText(key: string, value: unknown): string {
  const t = es.admin;
  if (value === null || value === undefined || value === '') return t.none;
  if (Array.isArray(value)) return value.length === 0 ? t.none : String(value.length);
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (typeof value === 'number' && (key === 'amount' || key === 'price')) return formatMoney(value);
  if (typeof value === 'number' && key === 'exchange_rate') return `Bs ${formatAmount(value)}`;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return formatDateTime(value);
  if (typeof value === 'string' && key === 'payment_method') {
    return es.paymentMethods.types[value as keyof typeof es.paymentMethods.types] ?? value;
  }
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * What an entry's `data` says, one line per field a person reads: for a change, only the fields
 * that changed ('Precio: $ 9,00 → $ 12,50'); for a creation or a deletion, the fields it had; the
 * other facts (notes, amounts) as they are. Ids and bookkeeping fields are left out.
 */
export function auditDetails(data: Record<string, unknown>): string[] {
  const { before, after, ...rest } = data;
  const lines: string[] = [];
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    for (const key of keys.filter((k) => !hidden(k))) {
      const from = valueText(key, before[key]);
      const to = valueText(key, after[key]);
      if (from !== to) lines.push(`${fieldLabel(key)}: ${from} → ${to}`);
    }
  } else {
    const only = isRecord(after) ? after : isRecord(before) ? before : {};
    for (const [key, value] of Object.entries(only)) {
      if (!hidden(key)) lines.push(`${fieldLabel(key)}: ${valueText(key, value)}`);
    }
  }
  for (const [key, value] of Object.entries(rest)) {
    if (!hidden(key)) lines.push(`${fieldLabel(key)}: ${valueText(key, value)}`);
  }
  return lines;
}
