import { describe, expect, it } from 'vitest';
import { fuelSavings } from './savings';

describe('fuelSavings', () => {
  it('turns the drop in consumption into litres and money over the distance', () => {
    expect(fuelSavings({ before: 8, after: 7, distance: 20000, price: 1.5 })).toEqual({
      litres: 200,
      money: 300,
    });
  });

  it('saves nothing when the consumption does not drop or fields are empty', () => {
    expect(fuelSavings({ before: 6, after: 7, distance: 10000, price: 2 })).toEqual({ litres: 0, money: 0 });
    expect(fuelSavings({})).toEqual({ litres: 0, money: 0 });
  });
});
