import { formatDateTime } from '../../lib/format';
import { es } from '../../locales/es';

/** An audit entry's action in words ('Aprobó un pago de suscripción'); unknown ones as they are. */
export function auditAction(action: string): string {
  return es.admin.audit.actions[action] ?? action;
}

function valueText(value: unknown): string {
  const t = es.admin;
  if (value === null || value === undefined || value === '') return t.none;
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return formatDateTime(value);
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => `${fieldLabel(key)}: ${valueText(inner)}`)
      .join(', ');
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function fieldLabel(key: string): string {
  return es.admin.audit.fields[key] ?? key.replace(/_/g, ' ');
}

/** What an entry's `data` says, one line per field ('Notas: …', 'Antes: Precio: 10'). */
export function auditDetails(data: Record<string, unknown>): string[] {
  return Object.entries(data).map(([key, value]) => `${fieldLabel(key)}: ${valueText(value)}`);
}
