import { beforeEach, describe, expect, it } from 'vitest';
import { rememberSellerCode, sellerCodeFor } from './seller-link';

describe('seller link', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the code of each raffle', () => {
    rememberSellerCode('r1', '?v=Abc123_-xy');
    rememberSellerCode('r2', '?foo=1&v=zzzzzz');
    expect(sellerCodeFor('r1')).toBe('Abc123_-xy');
    expect(sellerCodeFor('r2')).toBe('zzzzzz');
    expect(sellerCodeFor('r3')).toBeUndefined();
  });

  it('ignores what is not a code', () => {
    rememberSellerCode('r1', '?v=<script>');
    rememberSellerCode('r1', '?v=abc');
    rememberSellerCode('r1', '');
    expect(sellerCodeFor('r1')).toBeUndefined();
  });

  it('a later link replaces the earlier one', () => {
    rememberSellerCode('r1', '?v=first1');
    rememberSellerCode('r1', '?v=second2');
    expect(sellerCodeFor('r1')).toBe('second2');
  });
});
