/** The `tel:` link of a phone number: a leading + and the digits. */
export function telUrl(number: string): string {
  const digits = number.replace(/\D/g, '');
  return `tel:${number.trim().startsWith('+') ? '+' : ''}${digits}`;
}
