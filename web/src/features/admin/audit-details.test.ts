import { describe, expect, it } from 'vitest';
import { auditAction, auditDetails } from './audit-details';

describe('audit entries in words', () => {
  it('names known actions in Spanish and leaves others as they are', () => {
    expect(auditAction('mobile_payment.approved')).toBe('Aprobó un pago de suscripción');
    expect(auditAction('exchange_rate.set')).toBe('Cambió la tasa del dólar');
    expect(auditAction('something.new')).toBe('something.new');
  });

  it('shows only what a change changed, without ids or bookkeeping', () => {
    const plan = {
      id: 'a369fc7d',
      name: 'Prueba',
      price: 9,
      is_active: true,
      updated_at: '2026-11-22T22:09:00.000Z',
      total_subscriptions: 0,
    };
    expect(
      auditDetails({
        before: plan,
        after: { ...plan, price: 12.5, is_active: false, updated_at: '2026-11-22T22:10:00.000Z' },
      }),
    ).toEqual(['Precio: $ 9,00 → $ 12,50', 'Activo: Sí → No']);
  });

  it('lists what was created, and the facts of a decision', () => {
    expect(
      auditDetails({
        after: { id: 'x', bank: 'Banesco', payment_method: 'pago_movil', is_active: true },
      }),
    ).toEqual(['Banco: Banesco', 'Método: Pago móvil', 'Activo: Sí']);
    expect(
      auditDetails({
        user_id: '00000000-0000-4000-8000-000000000009',
        user_name: 'Luisa Ríos',
        user_email: 'luisa@ejemplo.com',
        amount: 5,
        notes: 'Referencia no encontrada',
        plan_id: '00000000-0000-4000-8000-000000000002',
        plan_name: 'Básico',
        replaced_subscriptions: [],
      }),
    ).toEqual([
      'De: Luisa Ríos',
      'Correo: luisa@ejemplo.com',
      'Monto: $ 5,00',
      'Notas: Referencia no encontrada',
      'Plan: Básico',
      'Suscripciones reemplazadas: —',
    ]);
  });
});
