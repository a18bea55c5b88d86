import { describe, expect, it } from 'vitest';
import { sellerOptions } from './seller-options';

const business = { id: 'owner-1', name: 'Rifas El Lago' };

describe('seller options of Tickets Vendidos', () => {
  it('gives the owner online, themself and each cashier', () => {
    expect(
      sellerOptions({ role: 'business', business }, 'owner-1', [
        { id: 'c1', name: 'Ana' },
        { id: 'c2', name: 'Luis' },
      ]),
    ).toEqual([
      { value: 'online', label: 'En línea' },
      { value: 'owner-1', label: 'Rifas El Lago (administrador)' },
      { value: 'c1', label: 'Ana (cajero)' },
      { value: 'c2', label: 'Luis (cajero)' },
    ]);
  });

  it("gives a cashier online and 'Yo' (their own id), never the others", () => {
    expect(
      sellerOptions({ role: 'cashier', business }, 'c1', [{ id: 'c2', name: 'Luis' }]),
    ).toEqual([
      { value: 'online', label: 'En línea' },
      { value: 'c1', label: 'Yo' },
    ]);
  });

  it('offers only online while the identity is unknown', () => {
    expect(sellerOptions(undefined, null, [])).toEqual([{ value: 'online', label: 'En línea' }]);
  });
});
