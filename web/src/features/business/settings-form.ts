import { formatAmount } from '../../lib/format';
import { parseRate } from '../profiles';
import type { BusinessSettings, BusinessSettingsUpdate } from './api/settings';

/** The contract's phone and WhatsApp rule (ProfileUpdate): 7–20 digits, spaces, a leading +, - and ( ). */
export const CONTACT_PHONE = /^\+?[0-9][0-9 ()-]{6,19}$/;

/** The settings form's fields, as text. */
export interface SettingsFormValues {
  name: string;
  phone: string;
  whatsapp: string;
  bio: string;
  exchange_rate: string;
}

export function settingsFormValues(settings: BusinessSettings): SettingsFormValues {
  return {
    name: settings.name,
    phone: settings.phone ?? '',
    whatsapp: settings.whatsapp ?? '',
    bio: settings.bio ?? '',
    exchange_rate: settings.exchange_rate ? formatAmount(settings.exchange_rate) : '',
  };
}

/**
 * What `PATCH /business/settings` gets: every field trimmed ('' clears phone, WhatsApp and the
 * description), the rate as a number (empty → 0, which removes it). The rate is sent only when
 * it changed, so saving the name does not move the rate's date.
 */
export function toSettingsPatch(
  values: SettingsFormValues,
  current: Pick<BusinessSettings, 'exchange_rate'>,
): BusinessSettingsUpdate {
  const patch: BusinessSettingsUpdate = {
    name: values.name.trim(),
    phone: values.phone.trim(),
    whatsapp: values.whatsapp.trim(),
    bio: values.bio.trim(),
  };
  const rate = parseRate(values.exchange_rate) ?? 0;
  if (rate !== (current.exchange_rate ?? 0)) patch.exchange_rate = rate;
  return patch;
}
