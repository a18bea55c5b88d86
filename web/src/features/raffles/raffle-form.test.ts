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
  draw_at: '',
  unsold_rule: 'next_draw',
};

const allowed: Permissions = {
  can_create_public_raffle: true,
  can_create_private_raffle: true,
  has_admin_panel_access: false,
  active_raffles: 0,
  max_active_raffles: null,
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
    const msg = 'El cierre de ventas debe ser futuro y dentro de un año';
    expect(endDateError('', NOW)).toBe('Elige cuándo cierran las ventas');
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
      draw_at: '',
      unsold_rule: 'void',
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
      unsold_rule: 'void',
    });
    expect(input.end_date).toMatch(/^2026-12-2\dT\d\d:00:00\.000Z$/);
    // Without a draw date of its own, the lottery draw is the closing date.
    expect(input.draw_at).toBe(input.end_date);
  });

  it('sends the lottery draw chosen apart from the close', () => {
    const input = toRaffleInput({ ...VALID_VALUES, draw_at: '2026-12-21T20:00' });
    expect(Date.parse(input.draw_at) - Date.parse(input.end_date)).toBe(21 * 3600_000);
    expect(input.unsold_rule).toBe('next_draw');
  });

  it('draw date: at or after the close, at most 30 days after it', () => {
    const values = { ...VALID_VALUES, end_date: '2026-12-20T23:00' };
    expect(validateRaffleForm({ ...values, draw_at: '2026-12-20T23:00' }, NOW)).toEqual({});
    expect(validateRaffleForm({ ...values, draw_at: '2027-01-19T23:00' }, NOW)).toEqual({});
    expect(validateRaffleForm({ ...values, draw_at: '2026-12-20T22:59' }, NOW)).toEqual({
      draw_at: 'El sorteo debe ser en la fecha de cierre o después',
    });
    expect(validateRaffleForm({ ...values, draw_at: '2027-01-19T23:01' }, NOW)).toEqual({
      draw_at: 'El sorteo debe ser como máximo 30 días después del cierre',
    });
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
    draw_at: '2026-12-21T20:00:00.000Z',
    unsold_rule: 'next_draw',
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
    const rule = rafflePatch(raffle, {
      ...values,
      draw_at: '2026-12-22T10:00',
      unsold_rule: 'nearest_sold',
    });
    expect(rule.unsold_rule).toBe('nearest_sold');
    expect(rule.draw_at).toBe(new Date(2026, 11, 22, 10, 0).toISOString());
  });

  it('never sends price, size, lottery, the time to pay or the rule once tickets were sold', () => {
    const sold = { ...raffle, sold_tickets: 4 };
    const values = raffleToFormValues(sold);
    expect(
      rafflePatch(sold, {
        ...values,
        ticket_price: '3',
        total_tickets: 1000,
        lottery: 'caracas',
        reservation_minutes: 30,
        draw_at: '2026-12-22T10:00',
        unsold_rule: 'void',
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
