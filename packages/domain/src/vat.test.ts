import { describe, expect, it } from 'vitest';
import { bpToPercent, decideVat, fromGross, fromNet, percentToBp, vatOf } from './vat.js';

describe('vat', () => {
  it('computes VAT on the net amount, rounded half-up', () => {
    expect(vatOf(1000, 1900)).toBe(190);
    // 0.05 * 19 % = 0.0095 -> 0.01
    expect(vatOf(5, 1900)).toBe(1);
    // 25.5 % of 9.99 = 2.54745 -> 2.55
    expect(vatOf(999, 2550)).toBe(255);
    expect(fromNet(1000, 2100)).toEqual({ net: 1000, rate_bp: 2100, vat: 210, gross: 1210 });
    expect(fromNet(1000, 0)).toEqual({ net: 1000, rate_bp: 0, vat: 0, gross: 1000 });
  });

  it('splits a gross price so the parts add up', () => {
    const line = fromGross(1190, 1900);
    expect(line).toEqual({ net: 1000, rate_bp: 1900, vat: 190, gross: 1190 });
    for (const gross of [1, 99, 1234, 99999]) {
      const l = fromGross(gross, 2550);
      expect(l.net + l.vat).toBe(gross);
    }
  });

  it('converts percentages', () => {
    expect(percentToBp(19.5)).toBe(1950);
    expect(percentToBp(25.5)).toBe(2550);
    expect(percentToBp(0)).toBe(0);
    expect(() => percentToBp(101)).toThrow();
    expect(() => percentToBp(-1)).toThrow();
    expect(() => percentToBp(19.555)).toThrow();
    expect(bpToPercent(1950)).toBe(19.5);
  });

  it('decides the rate and reverse charge', () => {
    const de = { country: 'DE', percentage_bp: 1900, enabled: true };
    expect(decideVat({ sellerCountry: 'DE', buyerCountry: 'DE', buyerVatNo: '', rate: de })).toEqual({
      rate_bp: 1900,
      reverse_charge: false,
    });
    // Same country with a VAT number: VAT is charged.
    expect(
      decideVat({ sellerCountry: 'de', buyerCountry: 'DE', buyerVatNo: 'DE136695976', rate: de }).rate_bp,
    ).toBe(1900);
    // Business buyer elsewhere: reverse charge.
    expect(
      decideVat({ sellerCountry: 'NL', buyerCountry: 'DE', buyerVatNo: 'DE 136 695 976', rate: de }),
    ).toEqual({ rate_bp: 0, reverse_charge: true });
    expect(decideVat({ sellerCountry: 'NL', buyerCountry: 'de', buyerVatNo: '136695976', rate: de })).toEqual(
      {
        rate_bp: 0,
        reverse_charge: true,
      },
    );
    expect(decideVat({ sellerCountry: 'NL', buyerCountry: 'DE', buyerVatNo: '', rate: de }).rate_bp).toBe(
      1900,
    );
    expect(
      decideVat({ sellerCountry: 'NL', buyerCountry: 'DE', buyerVatNo: '', rate: { ...de, enabled: false } }),
    ).toEqual({ rate_bp: 0, reverse_charge: false });
    expect(decideVat({ sellerCountry: 'NL', buyerCountry: 'US', buyerVatNo: '', rate: null }).rate_bp).toBe(
      0,
    );
  });

  it('charges VAT to a buyer abroad whose VAT number is not valid for their country', () => {
    const de = { country: 'DE', percentage_bp: 1900, enabled: true };
    const charged = { rate_bp: 1900, reverse_charge: false };
    for (const junk of ['x', 'DE123', 'DE136695977', 'FR40303265045', '   '])
      expect(
        decideVat({ sellerCountry: 'NL', buyerCountry: 'DE', buyerVatNo: junk, rate: de }),
        junk,
      ).toEqual(charged);
    const gr = { country: 'GR', percentage_bp: 2400, enabled: true };
    expect(
      decideVat({ sellerCountry: 'NL', buyerCountry: 'GR', buyerVatNo: 'EL094259216', rate: gr }),
    ).toEqual({
      rate_bp: 0,
      reverse_charge: true,
    });
    // A country not of the list, stored before countries were checked, gives no reverse charge either.
    expect(
      decideVat({ sellerCountry: 'NL', buyerCountry: 'ZZ', buyerVatNo: 'ABCD1234', rate: null }),
    ).toEqual({
      rate_bp: 0,
      reverse_charge: false,
    });
    // Another country's number, even one of the seller's country, is no VAT number of the buyer's.
    for (const buyerVatNo of ['NL000000000B01', 'DE136695976'])
      expect(
        decideVat({ sellerCountry: 'NL', buyerCountry: 'US', buyerVatNo, rate: null }),
        buyerVatNo,
      ).toEqual({
        rate_bp: 0,
        reverse_charge: false,
      });
    // No buyer country: nothing to hold the number against.
    expect(
      decideVat({ sellerCountry: 'NL', buyerCountry: '', buyerVatNo: 'DE136695976', rate: null }),
    ).toEqual({
      rate_bp: 0,
      reverse_charge: false,
    });
  });
});
