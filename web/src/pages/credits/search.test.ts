import { describe, expect, it } from 'vitest';
import { buyCreditsSearch } from './search';

describe('the outcome the server sends the customer back with', () => {
  it('keeps each outcome the server answers, a refunded or untaken payment among them', () => {
    for (const payment of ['paid', 'pending', 'cancelled', 'refunded', 'not_taken', 'unknown'] as const)
      expect(buyCreditsSearch({ payment, invoice: '12' })).toEqual({ payment, invoice: 12 });
  });

  it('drops anything else', () => {
    expect(buyCreditsSearch({ payment: 'hacked', invoice: '-3' })).toEqual({
      payment: undefined,
      invoice: undefined,
    });
  });
});
