import { describe, expect, it } from 'vitest';
import { activeSubscription } from './subscription';
import { PRO, subscription } from './test-data';

const NOW = Date.parse('2026-11-22T12:00:00Z');

describe('activeSubscription', () => {
  it('is the active subscription in its term, not a pending, ended or future one', () => {
    const current = subscription({
      id: 'a',
      status: 'active',
      start_date: '2026-11-01T00:00:00.000Z',
      end_date: '2026-12-01T00:00:00.000Z',
    });
    const renewal = subscription({
      id: 'b',
      status: 'active',
      start_date: '2026-12-01T00:00:00.000Z',
      end_date: '2027-01-01T00:00:00.000Z',
    });
    const ended = subscription({
      id: 'c',
      status: 'active',
      start_date: '2026-10-01T00:00:00.000Z',
      end_date: '2026-11-01T00:00:00.000Z',
    });
    const pending = subscription({ id: 'd', status: 'pending', plan: PRO, plan_id: PRO.id });
    expect(activeSubscription([pending, renewal, ended, current], NOW)?.id).toBe('a');
    expect(activeSubscription([pending, renewal, ended], NOW)).toBeNull();
    expect(activeSubscription([{ ...current, status: 'cancelled' }], NOW)).toBeNull();
  });
});
