/**
 * Plans are data (issue 11, ARCHITECTURE §6): anyone lists the active plans by price and looks one
 * up by id, slug or name with accents and case ignored; an unknown plan is 404 'Plan not found'.
 * Both databases; every answer is checked against the contract by the fixture.
 */
import { test, expect } from '../support/fixtures';
import { api } from '../support/api';

interface Plan {
  id: string;
  name: string;
  slug: string;
  price: number;
  is_active: boolean;
  max_tickets_per_raffle: number;
}

test.describe('plans', () => {
  test('the active plans by price, without signing in', async ({ server }) => {
    const res = await api(server, '/plans');
    expect(res.status).toBe(200);
    const { data, count } = res.body as { data: Plan[]; count: number };
    expect(count).toBe(data.length);
    expect(data.map((p) => p.slug)).toEqual(['gratis', 'basico', 'pro', 'negocio']);
    const prices = data.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(data.every((p) => p.is_active)).toBe(true);
    expect(data[0]).toMatchObject({ name: 'Gratis', price: 0, max_tickets_per_raffle: 100 });
  });

  test('one plan by id, slug or name; accents and case do not matter', async ({ server }) => {
    const pro = ((await api(server, '/plans')).body as { data: Plan[] }).data.find(
      (p) => p.slug === 'pro',
    )!;
    for (const key of [pro.id, 'pro', 'Pro', 'PRO']) {
      const res = await api(server, `/plans/${encodeURIComponent(key)}`);
      expect(res.status, key).toBe(200);
      expect((res.body as Plan).id, key).toBe(pro.id);
    }
    for (const key of ['basico', 'Básico', 'BÁSICO']) {
      const res = await api(server, `/plans/${encodeURIComponent(key)}`);
      expect(res.status, key).toBe(200);
      expect((res.body as Plan).name, key).toBe('Básico');
    }
    const missing = await api(server, '/plans/platino');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual({ code: 'plan_not_found', message: 'Plan not found' });
  });
});
