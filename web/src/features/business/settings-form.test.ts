import { describe, expect, it } from 'vitest';
import { CONTACT_PHONE, settingsFormValues, toSettingsPatch } from './settings-form';
import type { BusinessSettings } from './api/settings';

const settings = {
  name: 'Rifas El Lago',
  phone: null,
  whatsapp: '0414-1234567',
  bio: null,
  exchange_rate: 245.5,
} as BusinessSettings;

describe('settings form', () => {
  it('shows the settings as text, the rate in es-VE notation', () => {
    expect(settingsFormValues(settings)).toEqual({
      name: 'Rifas El Lago',
      phone: '',
      whatsapp: '0414-1234567',
      bio: '',
      exchange_rate: '245,50',
    });
  });

  it('sends trimmed fields and the rate only when it changed', () => {
    const values = { ...settingsFormValues(settings), name: ' Rifas del Lago ', phone: ' ' };
    expect(toSettingsPatch(values, settings)).toEqual({
      name: 'Rifas del Lago',
      phone: '',
      whatsapp: '0414-1234567',
      bio: '',
    });
    expect(toSettingsPatch({ ...values, exchange_rate: '250' }, settings).exchange_rate).toBe(250);
    expect(toSettingsPatch({ ...values, exchange_rate: '' }, settings).exchange_rate).toBe(0);
  });

  it('checks phone numbers as the contract does', () => {
    for (const ok of ['0414-1234567', '+58 414 1234567', '0261 (765) 4321']) {
      expect(CONTACT_PHONE.test(ok)).toBe(true);
    }
    for (const bad of ['12345', 'abc1234567', '++584141234567', '(0261) 765-4321']) {
      expect(CONTACT_PHONE.test(bad)).toBe(false);
    }
  });
});
