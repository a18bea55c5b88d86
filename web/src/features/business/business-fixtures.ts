import type { BusinessSettings } from './api/settings';

/** A business's settings as the server answers them, for the pages' tests. */
export function businessSettings(
  id: string,
  overrides: Partial<BusinessSettings> = {},
): BusinessSettings {
  return {
    id,
    name: 'Rifas El Lago',
    email: 'ana.perez@negocio.com',
    phone: null,
    whatsapp: null,
    bio: null,
    avatar_url: null,
    exchange_rate: null,
    exchange_rate_at: null,
    membership_active: true,
    plan: null,
    membership_end_date: null,
    cashier_count: 0,
    max_cashiers: null,
    ...overrides,
  };
}
