import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/error';
import {
  cashierAllowance,
  createCashierError,
  isCashierLimit,
  isOwnerOnlyRefusal,
  refusalMessage,
} from './cashier-rules';

const error = (status: number, code: string, message: string) =>
  new ApiError({ status, code, message });

describe('cashierAllowance', () => {
  it('counts against the plan and stops at its limit', () => {
    expect(cashierAllowance({ cashier_count: 1, max_cashiers: 3 })).toEqual({
      text: '1 de 3 cajeros de tu plan',
      reached: false,
    });
    expect(cashierAllowance({ cashier_count: 3, max_cashiers: 3 }).reached).toBe(true);
    expect(cashierAllowance({ cashier_count: 0, max_cashiers: 0 }).reached).toBe(true);
  });

  it('has no limit when the plan has none, and nothing before the settings arrive', () => {
    expect(cashierAllowance({ cashier_count: 4, max_cashiers: null })).toEqual({
      text: '4 cajeros · tu plan no tiene límite',
      reached: false,
    });
    expect(cashierAllowance(undefined)).toEqual({ text: null, reached: false });
  });
});

describe('refusalMessage', () => {
  it("shows the server's words for a refusal (spec §8) and the fallback for a failure", () => {
    const exists = error(409, 'cashier_exists', 'El cajero ya existe en este negocio');
    expect(refusalMessage(exists, 'Error al actualizar el cajero')).toBe(
      'El cajero ya existe en este negocio',
    );
    expect(refusalMessage(error(500, 'internal', 'x'), 'Error al actualizar el cajero')).toBe(
      'Error al actualizar el cajero',
    );
    expect(refusalMessage(new Error('boom'), 'Error al obtener los cajeros')).toBe(
      'Error al obtener los cajeros',
    );
  });

  it("words an unexpected 'Agregar cajero' failure with its detail", () => {
    expect(createCashierError(error(0, 'network_error', 'Sin conexión con el servidor'))).toBe(
      'Error al crear el registro del cajero: Sin conexión con el servidor',
    );
    expect(
      createCashierError(
        error(409, 'cashier_of_other_business', 'Este usuario ya es cajero en otro negocio'),
      ),
    ).toBe('Este usuario ya es cajero en otro negocio');
  });

  it('tells the owner-only refusal and the plan limit apart', () => {
    expect(isOwnerOnlyRefusal(error(403, 'forbidden', 'Solo el administrador…'))).toBe(true);
    expect(isOwnerOnlyRefusal(error(403, 'business_access_denied', 'x'))).toBe(false);
    expect(isCashierLimit(error(403, 'cashier_limit_reached', 'x'))).toBe(true);
  });
});
