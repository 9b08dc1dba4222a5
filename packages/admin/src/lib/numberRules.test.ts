import {
  ApiAccessGrant,
  GenerateInvoiceBody,
  OptionInput,
  PriceItemInput,
  PriceListItemInput,
  ServiceInput,
  ShopCouponInput,
  ShopProductFields,
  ShopSettingsUpdate,
  SiteValues,
  SmtpSettings,
  TuningStageInput,
  VariantDetailsBody,
  VatPercentage,
} from '@portal/contracts';
import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { contractRange, inMajorUnits, inRange, rangeMessage, rangeRule } from './numberRules';

describe('contractRange', () => {
  it('reads the limits of plain, optional and nullable numbers of the contracts', () => {
    expect(contractRange(SiteValues.properties.max_upload_mb)).toEqual({ min: 1, max: 2048, whole: true });
    expect(contractRange(ShopProductFields.properties.price)).toEqual({
      min: 0,
      max: 1_000_000_000,
      whole: true,
    });
    expect(contractRange(ShopProductFields.properties.weight)).toEqual({
      min: 0,
      max: 1_000_000,
      whole: false,
    });
    expect(contractRange(ShopCouponInput.properties.max_uses)).toEqual({
      min: 1,
      max: 1_000_000_000,
      whole: true,
    });
    expect(contractRange(ShopSettingsUpdate.properties.reservation_minutes)).toEqual({
      min: 5,
      max: 10_080,
      whole: true,
    });
    expect(contractRange(SmtpSettings.properties.smtp_port)).toMatchObject({ max: 65_535, whole: true });
    expect(contractRange(VatPercentage.properties.percentage)).toEqual({ min: 0, max: 100, whole: false });
  });

  it('reads the limits of every number the catalogue, credits and API access forms send', () => {
    // Read when their pages load: a limit dropped from one of these contracts would stop the page.
    const hundredths = { min: 0, max: 100_000_000, whole: true };
    expect(contractRange(OptionInput.properties.price)).toEqual(hundredths);
    expect(contractRange(ServiceInput.properties.type_1_price)).toEqual(hundredths);
    expect(contractRange(PriceItemInput.properties.credits)).toEqual(hundredths);
    expect(contractRange(PriceItemInput.properties.price)).toMatchObject({ max: 1_000_000_000 });
    expect(contractRange(ApiAccessGrant.properties.api_rate)).toEqual({ min: 1, max: 10_000, whole: true });
    expect(contractRange(GenerateInvoiceBody.properties.count)).toEqual(hundredths);
    expect(contractRange(GenerateInvoiceBody.properties.vat)).toEqual({ min: 0, max: 100, whole: false });
    for (const f of ['stock_power', 'tuned_power', 'stock_torque', 'tuned_torque', 'price'] as const)
      expect(contractRange(PriceListItemInput.properties[f])).toMatchObject({ min: 0, whole: true });
    for (const f of ['engine_cc', 'year_from', 'year_to', 'stock_hp', 'stock_kw', 'stock_torque'] as const)
      expect(contractRange(VariantDetailsBody.properties[f]).whole).toBe(true);
    expect(contractRange(VariantDetailsBody.properties.year_from)).toMatchObject({ min: 1900, max: 2100 });
    expect(contractRange(TuningStageInput.properties.hp)).toEqual({ min: 1, max: 5000, whole: true });
    expect(contractRange(TuningStageInput.properties.torque)).toEqual({ min: 1, max: 20_000, whole: true });
  });

  it('refuses a schema without both limits rather than checking nothing', () => {
    expect(() => contractRange(Type.Integer({ minimum: 0 }))).toThrow();
    expect(() => contractRange(Type.String())).toThrow();
    expect(() => contractRange(Type.Integer({ maximum: 9 }), { max: 10 })).toThrow();
  });

  it("takes the caller's maximum only where the contract has none", () => {
    const id = Type.Optional(Type.Integer({ minimum: 1 }));
    expect(contractRange(id, { max: 99 })).toEqual({ min: 1, max: 99, whole: true });
    expect(contractRange(Type.Integer({ minimum: 0, maximum: 5 }), { max: 99 })).toMatchObject({ max: 5 });
  });
});

describe('inMajorUnits', () => {
  it('turns limits in cents into limits of the amount a person types', () => {
    const price = contractRange(ShopProductFields.properties.price);
    expect(inMajorUnits(price, 2)).toEqual({ min: 0, max: 10_000_000, whole: false });
    expect(inMajorUnits(price, 0)).toEqual({ min: 0, max: 1_000_000_000, whole: true });
    expect(inMajorUnits(price, 3)).toEqual({ min: 0, max: 1_000_000, whole: false });
  });
});

describe('inRange', () => {
  const port = { min: 1, max: 65_535, whole: true };
  it('takes the limits themselves and what lies between', () => {
    expect(inRange(1, port)).toBe(true);
    expect(inRange(65_535, port)).toBe(true);
    expect(inRange(100, { min: 0, max: 100, whole: false })).toBe(true);
  });
  it('refuses what lies outside, a part of a whole number and what is no number', () => {
    expect(inRange(0, port)).toBe(false);
    expect(inRange(65_536, port)).toBe(false);
    expect(inRange(25.5, port)).toBe(false);
    expect(inRange(Number.NaN, port)).toBe(false);
    expect(inRange(Number.POSITIVE_INFINITY, { min: 0, max: 100, whole: false })).toBe(false);
  });
});

describe('rangeMessage and rangeRule', () => {
  const t = (key: string, options?: Record<string, unknown>) => `${key} ${options?.min} ${options?.max}`;
  it('write the limits as the language does and say when only whole numbers are taken', () => {
    expect(rangeMessage(t, 'en', { min: 0.01, max: 10_000_000, whole: false })).toBe(
      'validation.number_range 0.01 10,000,000',
    );
    expect(rangeMessage(t, 'de', { min: 1, max: 65_535, whole: true })).toBe(
      'validation.whole_number_range 1 65.535',
    );
  });
  it('make a rule that checks the type and both limits', () => {
    expect(rangeRule(t, 'en', { min: 1, max: 2048, whole: true })).toEqual({
      type: 'integer',
      min: 1,
      max: 2048,
      message: 'validation.whole_number_range 1 2,048',
    });
    expect(rangeRule(t, 'en', { min: 0, max: 100, whole: false })).toMatchObject({ type: 'number' });
  });
});
