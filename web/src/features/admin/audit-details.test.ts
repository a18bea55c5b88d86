import { describe, expect, it } from 'vitest';
import { auditAction, auditDetails } from './audit-details';

describe('audit entries in words', () => {
  it('names known actions in Spanish and leaves others as they are', () => {
    expect(auditAction('mobile_payment.approved')).toBe('Aprobó un pago de suscripción');
    expect(auditAction('exchange_rate.set')).toBe('Cambió la tasa del dólar');
    expect(auditAction('something.new')).toBe('something.new');
  });

  it('lists what changed, nested values included', () => {
    expect(
      auditDetails({
        notes: 'Referencia no encontrada',
        before: { price: 10, is_active: true },
        after: { price: 12, is_active: false },
        plan_slug: null,
      }),
    ).toEqual([
      'Notas: Referencia no encontrada',
      'Antes: Precio: 10, Activo: Sí',
      'Después: Precio: 12, Activo: No',
      'plan slug: —',
    ]);
  });
});
