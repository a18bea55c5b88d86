/**
 * WhatsApp without an API: `wa.me` links that open a chat with a message already written.
 *
 * Phones are typed as people write them in Venezuela ("0414-1234567", "414 123 4567",
 * "+58 414 1234567", "584141234567"); they are normalised to +58 and ten digits. A number written
 * with a + and another country code is kept as it is (E.164). Anything else has no link.
 */

/** Separators people put in a phone number. */
const SEPARATORS = /[\s\-.()]/g;

/**
 * The phone in E.164 form ("+584141234567"), or null when it cannot be one: letters, too few or
 * too many digits, or a Venezuelan number whose area code is not a mobile (4xx) or landline (2xx).
 */
export function normalizePhone(text: string | null | undefined): string | null {
  const compact = (text ?? '').trim().replace(SEPARATORS, '');
  const match = /^(\+?)(\d+)$/.exec(compact);
  if (!match) return null;
  const plus = match[1] === '+';
  const digits = match[2] ?? '';
  const national = venezuelanDigits(plus, digits);
  if (national !== undefined)
    return national && /^[24]\d{9}$/.test(national) ? `+58${national}` : null;
  // Another country, written with its + (E.164: at most 15 digits, no leading 0).
  return /^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : null;
}

/**
 * The ten digits after +58 of a number written the Venezuelan ways; null for a Venezuelan number
 * of the wrong length; undefined when it is another country's (+ and a code other than 58).
 */
function venezuelanDigits(plus: boolean, digits: string): string | null | undefined {
  if (digits.startsWith('58') && (plus || digits.length === 12))
    return digits.length === 12 ? digits.slice(2) : null;
  if (plus) return undefined;
  if (digits.startsWith('0')) return digits.length === 11 ? digits.slice(1) : null;
  return digits.length === 10 ? digits : null;
}

/** A chat with `phone` and `text` written; null when the phone cannot be normalised. */
export function whatsappLink(phone: string | null | undefined, text?: string): string | null {
  const e164 = normalizePhone(phone);
  if (!e164) return null;
  const to = `https://wa.me/${e164.slice(1)}`;
  return text ? `${to}?text=${encodeURIComponent(text)}` : to;
}

/** WhatsApp's own chooser (the sender picks the chat) with `text` written. */
export function whatsappShareLink(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
