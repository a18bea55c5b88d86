import { describe, expect, it } from 'vitest';
import { copyValue } from './payment-method';

describe('copy buttons', () => {
  it('give a phone as bank apps want it', () => {
    expect(copyValue('phone', '0424-5556677')).toBe('04245556677');
    expect(copyValue('phone', '0424 555.66.77')).toBe('04245556677');
    expect(copyValue('phone', '+58 424 5556677')).toBe('04245556677');
    expect(copyValue('phone', '424-5556677')).toBe('04245556677');
  });

  it('give anything else as shown', () => {
    expect(copyValue('id_number', 'V-18456789')).toBe('V-18456789');
    expect(copyValue('bank', 'Banesco')).toBe('Banesco');
  });
});
