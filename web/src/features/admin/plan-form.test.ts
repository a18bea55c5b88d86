import { describe, expect, it } from 'vitest';
import { adminPlan } from './admin-fixtures';
import {
  countProps,
  NEW_PLAN,
  parsePrice,
  planBody,
  planChanges,
  planFormValues,
} from './plan-form';

const negocio = adminPlan({ price: 1234.5 });

describe('plan form', () => {
  it('reads prices as people type them, and refuses what is not one', () => {
    expect(parsePrice('12,50')).toBe(12.5);
    expect(parsePrice('1.234,56')).toBe(1234.56);
    expect(parsePrice('0')).toBe(0);
    expect(parsePrice('-3')).toBeNull();
    expect(parsePrice('1,234')).toBeNull(); // three decimals
    expect(parsePrice('doce')).toBeNull();
  });

  it('round-trips a plan through the form: price in es-VE, empty limits unlimited', () => {
    const values = planFormValues(negocio);
    expect(values.price).toBe('1.234,50');
    expect(planBody(values)).toEqual({
      name: 'Negocio',
      description: 'Pro con panel de negocio',
      price: 1234.5,
      is_active: true,
      can_create_public: true,
      can_create_private: true,
      has_admin_panel: true,
      max_active_raffles: null,
      max_tickets_per_raffle: 10000,
      max_cashiers: 5,
      sort_order: 4,
    });
  });

  it('sends a new plan without an order when none was typed, names trimmed', () => {
    const body = planBody({ ...NEW_PLAN, name: '  Premium ', price: '25', max_active_raffles: 8 });
    expect(body).toMatchObject({ name: 'Premium', price: 25, max_active_raffles: 8 });
    expect(body).not.toHaveProperty('sort_order');
  });
});

describe('planChanges', () => {
  it('keeps only what the administrator changed', () => {
    const values = { ...planFormValues(negocio), price: '25', max_cashiers: null };
    expect(planChanges(negocio, planBody(values))).toEqual({ price: 25, max_cashiers: null });
  });
});

describe('countProps', () => {
  it('keeps a typed whole number as a number and an empty field as unlimited', () => {
    expect(countProps.normalize('12')).toBe(12);
    expect(countProps.normalize('1.2a')).toBe(12);
    expect(countProps.normalize('')).toBeNull();
    expect(countProps.getValueProps(null)).toEqual({ value: '' });
    expect(countProps.getValueProps(8)).toEqual({ value: '8' });
  });
});
