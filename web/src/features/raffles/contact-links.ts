/**
 * The `wa.me` link of a WhatsApp number as a business typed it ("0414-1234567", "+58 414 1234567"):
 * digits only, and a Venezuelan number written with its leading 0 gets the country code 58 in its
 * place. Null when there are no digits.
 */
export function whatsappUrl(number: string): string | null {
  let digits = number.replace(/\D/g, '');
  if (!digits) return null;
  if (!number.trim().startsWith('+') && digits.startsWith('0')) digits = `58${digits.slice(1)}`;
  return `https://wa.me/${digits}`;
}

/** The `tel:` link of a phone number: a leading + and the digits. */
export function telUrl(number: string): string {
  const digits = number.replace(/\D/g, '');
  return `tel:${number.trim().startsWith('+') ? '+' : ''}${digits}`;
}
