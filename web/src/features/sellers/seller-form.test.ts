import { describe, expect, it } from 'vitest';
import { inviteRequest, parseNumbers, sellerLinkUrl } from './seller-form';

describe('inviteRequest', () => {
  it('an e-mail invitation with a percentage and a block', () => {
    expect(
      inviteRequest({
        by: 'email',
        email: ' ana@example.com ',
        phone: '0414',
        commission_type: 'percent',
        commission_value: '12,5',
        with_block: true,
        block_start: '300',
        block_end: 399,
        block_locked: true,
      }),
    ).toEqual({
      email: 'ana@example.com',
      commission_type: 'percent',
      commission_value: 12.5,
      block: { start: 300, end: 399, locked: true },
    });
  });

  it('a phone invitation with a fixed amount and no block', () => {
    expect(
      inviteRequest({
        by: 'phone',
        phone: '0414-1234567',
        commission_type: 'fixed',
        commission_value: '0.50',
        with_block: false,
        block_start: 1,
        block_end: 2,
      }),
    ).toEqual({ phone: '0414-1234567', commission_type: 'fixed', commission_value: 0.5 });
  });
});

describe('parseNumbers', () => {
  it('reads numbers separated by spaces, commas or semicolons', () => {
    expect(parseNumbers('302 300, 301;300')).toEqual([300, 301, 302]);
  });
  it('refuses anything else', () => {
    expect(parseNumbers('')).toBeNull();
    expect(parseNumbers('12 abc')).toBeNull();
    expect(parseNumbers('-1')).toBeNull();
    expect(parseNumbers('1.5')).toBeNull();
  });
});

it('sellerLinkUrl puts the origin before the path', () => {
  expect(sellerLinkUrl('/app/raffle/r1?v=abc123', 'https://rifa.example')).toBe(
    'https://rifa.example/app/raffle/r1?v=abc123',
  );
});
