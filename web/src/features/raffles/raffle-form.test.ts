import { describe, expect, it } from 'vitest';
import type { Permissions } from '../plans';
import type { Raffle } from '../../lib/raffle';
import {
  endDateError,
  planRestrictions,
  priceError,
  rafflePatch,
  raffleToFormValues,
  tagsError,
  titleError,
  toRaffleInput,
  validateRaffleForm,
  type RaffleFormValues,
} from './raffle-form';
import { freePlan } from '../../test/plan-fixtures';

const NOW = new Date('2026-11-21T12:00:00.000Z');

const plan = freePlan;

const VALID_VALUES: RaffleFormValues = {
  title: 'Moto',
  description: '',
  ticket_price: '2',
  total_tickets: 100,
  lottery: 'zulia',
  end_date: '2026-12-20T23:00',
  tags: [],
  is_private: false,
  reservation_minutes: 1440,
};

const allowed: Permissions = {
  can_create_public_raffle: true,
  can_create_private_raffle: true,
  has_admin_panel_access: false,
};

describe('raffle field rules', () => {
  it('title: 3 to 120 characters after trimming', () => {
    expect(titleError('')).toBe('Ingresa el título');
    expect(titleError('  ab ')).toBe('El título debe tener entre 3 y 120 caracteres');
    expect(titleError('abc')).toBeNull();
    expect(titleError('x'.repeat(121))).toBe('El título debe tener entre 3 y 120 caracteres');
  });

  it('price: typed with a comma or a dot, above 0, at most 10.000 (the contract maximum), two decimals', () => {
    const msg = 'El precio debe ser mayor que 0, hasta 10.000, con dos decimales como máximo';
    expect(priceError('')).toBe('Ingresa el precio por número');
    expect(priceError('0')).toBe('El precio debe ser mayor que 0');
    expect(priceError('-3')).toBe('El precio debe ser mayor que 0');
    expect(priceError('0,00')).toBe('El precio debe ser mayor que 0');
    expect(priceError('dos')).toBe('Escribe el precio como 2,50 o 1.234,56');
    expect(priceError('1,005')).toBe(msg);
    expect(priceError('10.000,01')).toBe(msg);
    expect(priceError('2,5')).toBeNull();
    expect(priceError('2.50')).toBeNull();
    expect(priceError('19,99')).toBeNull();
    expect(priceError('0,01')).toBeNull();
    expect(priceError('1.234,56')).toBeNull();
  });

  it('sends the price the person meant: 2,5 → 2.5, 5,00 → 5, 0,50 → 0.5, 1.234,56 → 1234.56', () => {
    const body = (ticket_price: string) =>
      toRaffleInput({ ...VALID_VALUES, ticket_price }).ticket_price;
    expect(body('2,5')).toBe(2.5);
    expect(body('5,00')).toBe(5);
    expect(body('0,50')).toBe(0.5);
    expect(body('2.50')).toBe(2.5);
    expect(body('1.234,56')).toBe(1234.56);
    expect(body('1,234.56')).toBe(1234.56);
  });

  it('end date: in the future and within a year', () => {
    const msg = 'La fecha del sorteo debe ser futura y dentro de un año';
    expect(endDateError('', NOW)).toBe('Elige la fecha del sorteo');
    expect(endDateError('2026-11-20T10:00', NOW)).toBe(msg);
    expect(endDateError('2026-12-20T23:00', NOW)).toBeNull();
    expect(endDateError('2027-12-20T23:00', NOW)).toBe(msg);
  });

  it('tags: at most 10, each at most 30 characters', () => {
    const msg = 'Hasta 10 etiquetas de 1 a 30 caracteres';
    expect(tagsError([])).toBeNull();
    expect(tagsError(Array.from({ length: 10 }, (_, i) => `t${i}`))).toBeNull();
    expect(tagsError(Array.from({ length: 11 }, (_, i) => `t${i}`))).toBe(msg);
    expect(tagsError(['x'.repeat(31)])).toBe(msg);
  });

  it('collects every error of the form', () => {
    expect(Object.keys(validateRaffleForm({}, NOW)).sort()).toEqual([
      'end_date',
      'lottery',
      'ticket_price',
      'title',
      'total_tickets',
    ]);
    expect(
      validateRaffleForm(
        {
          title: 'Moto',
          description: '',
          ticket_price: '2',
          total_tickets: 1000,
          lottery: 'zulia',
          end_date: '2026-12-01T20:00',
          tags: [],
          is_private: false,
          reservation_minutes: 1440,
        },
        NOW,
      ),
    ).toEqual({});
  });

  it('builds the request body: trimmed, UTC date, distinct tags', () => {
    const input = toRaffleInput({
      title: '  Moto  ',
      description: ' Nueva ',
      ticket_price: '2,5',
      total_tickets: 1000,
      lottery: 'zulia',
      end_date: '2026-12-20T23:00',
      tags: [' motos', 'motos', '', 'zulia '],
      is_private: false,
      reservation_minutes: 60,
    });
    expect(input).toMatchObject({
      title: 'Moto',
      description: 'Nueva',
      ticket_price: 2.5,
      total_tickets: 1000,
      lottery: 'zulia',
      is_private: false,
      tags: ['motos', 'zulia'],
      reservation_minutes: 60,
    });
    expect(input.end_date).toMatch(/^2026-12-2\dT\d\d:00:00\.000Z$/);
  });
});

describe('edit patch', () => {
  const raffle = {
    title: 'Moto',
    description: 'Nueva',
    ticket_price: 2,
    total_tickets: 100,
    lottery: 'zulia',
    end_date: '2026-12-20T23:00:00.000Z',
    tags: ['motos'],
    is_private: false,
    sold_tickets: 0,
    reservation_minutes: 1440,
  } as Raffle;

  it('sends only what changed; the price is shown as people write it', () => {
    const values = raffleToFormValues(raffle);
    expect(values.ticket_price).toBe('2,00');
    expect(rafflePatch(raffle, values)).toEqual({});
    expect(rafflePatch(raffle, { ...values, title: 'Moto 0 km', ticket_price: '3' })).toEqual({
      title: 'Moto 0 km',
      ticket_price: 3,
    });
    expect(rafflePatch(raffle, { ...values, reservation_minutes: 30 })).toEqual({
      reservation_minutes: 30,
    });
  });

  it('never sends price, size, lottery or the time to pay once tickets were sold', () => {
    const sold = { ...raffle, sold_tickets: 4 };
    const values = raffleToFormValues(sold);
    expect(
      rafflePatch(sold, {
        ...values,
        ticket_price: '3',
        total_tickets: 1000,
        lottery: 'caracas',
        reservation_minutes: 30,
      }),
    ).toEqual({});
  });
});

describe('planRestrictions', () => {
  it('limits sizes and private raffles to the plan, with reasons', () => {
    const r = planRestrictions(plan(), allowed, 'create');
    expect(r.maxTickets).toBe(100);
    expect(r.totalReason).toBe('Tu plan permite rifas de hasta 100 números');
    expect(r.privateReason).toBe('Tu plan no incluye rifas privadas');
    expect(r.publicReason).toBeNull();
    expect(r.blocked).toBeNull();
  });

  it('says when the active-raffle limit is reached', () => {
    const r = planRestrictions(
      plan({ can_create_private: true, max_tickets_per_raffle: 10000 }),
      { ...allowed, can_create_public_raffle: false, can_create_private_raffle: false },
      'create',
    );
    expect(r.totalReason).toBeNull();
    expect(r.blocked).toBe('Alcanzaste el límite de rifas activas de tu plan');
  });

  it('ignores the active-raffle count when editing', () => {
    const r = planRestrictions(
      plan({ can_create_private: true }),
      { ...allowed, can_create_public_raffle: false, can_create_private_raffle: false },
      'edit',
    );
    expect(r.privateReason).toBeNull();
    expect(r.publicReason).toBeNull();
    expect(r.blocked).toBeNull();
  });

  it('restricts nothing while the plan is unknown', () => {
    expect(planRestrictions(undefined, undefined, 'create')).toEqual({
      maxTickets: 10000,
      totalReason: null,
      privateReason: null,
      publicReason: null,
      blocked: null,
    });
  });
});
