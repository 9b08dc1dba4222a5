import { describe, expect, it } from 'vitest';
import {
  orderBreakdown,
  orderTotal,
  priceOf,
  PricingError,
  priceTypeForVehicleType,
  selectionProblems,
} from './pricing.js';

const stage1 = {
  _id: 1,
  service_name: 'Stage 1',
  main_service: true,
  type_1_price: 1000,
  type_2_price: 2500,
  type_3_price: 800,
};
const stage2 = {
  _id: 2,
  service_name: 'Stage 2',
  main_service: true,
  type_1_price: 1500,
  type_2_price: 3500,
  type_3_price: 1200,
};
const egr = {
  _id: 3,
  service_name: 'EGR off',
  main_service: false,
  type_1_price: 350,
  type_2_price: 900,
  type_3_price: 0,
};
const gearbox = { _id: 10, option_name: 'Gearbox file', service_id: 1, price: 250 };
const express = { _id: 11, option_name: 'Express', service_id: null, price: 500 };

describe('priceOf', () => {
  it('reads the price of the price type', () => {
    expect(priceOf(stage1, 1)).toBe(1000);
    expect(priceOf(stage1, 2)).toBe(2500);
    expect(priceOf(stage1, 3)).toBe(800);
  });

  it('refuses an unknown price type and a broken price', () => {
    expect(() => priceOf(stage1, 4 as never)).toThrow(PricingError);
    expect(() => priceOf({ ...stage1, type_1_price: 10.5 }, 1)).toThrow(/no valid price/);
    expect(() => priceOf({ ...stage1, type_1_price: -1 }, 1)).toThrow(PricingError);
  });
});

describe('orderTotal', () => {
  it('adds the chosen services for the vehicle price type and the options', () => {
    expect(orderTotal({ services: [stage1, egr], options: [gearbox, express], priceType: 1 })).toBe(
      1000 + 350 + 250 + 500,
    );
    expect(orderTotal({ services: [stage1, egr], priceType: 2 })).toBe(2500 + 900);
    expect(orderTotal({ services: [egr], priceType: 3 })).toBe(0);
  });

  it('lists every line with its amount', () => {
    const { lines, total } = orderBreakdown({ services: [stage2], options: [express], priceType: 2 });
    expect(lines).toEqual([
      { kind: 'service', _id: 2, name: 'Stage 2', amount: 3500 },
      { kind: 'option', _id: 11, name: 'Express', amount: 500 },
    ]);
    expect(total).toBe(4000);
  });

  it('refuses choices that cannot be delivered together', () => {
    expect(() => orderTotal({ services: [], priceType: 1 })).toThrow(/at least one/);
    expect(() => orderTotal({ services: [stage1, stage2], priceType: 1 })).toThrow(/only one main/);
    expect(() => orderTotal({ services: [stage2], options: [gearbox], priceType: 1 })).toThrow(
      /Gearbox file only goes with/,
    );
    expect(() => orderTotal({ services: [stage1, stage1], priceType: 1 })).toThrow(/twice/);
    expect(selectionProblems({ services: [stage1, egr], options: [gearbox], priceType: 1 })).toEqual([]);
  });
});

describe('priceTypeForVehicleType', () => {
  it('maps vehicle type names to price bands', () => {
    for (const n of ['Cars', 'LCV', 'Van', 'SUV', '', null]) expect(priceTypeForVehicleType(n)).toBe(1);
    for (const n of ['Trucks', 'Bus', 'Agriculture', 'Tractors', 'Construction machines'])
      expect(priceTypeForVehicleType(n)).toBe(2);
    for (const n of ['Bikes', 'Motorcycles', 'Marine', 'Jet ski', 'ATV / Quad', 'Snowmobile'])
      expect(priceTypeForVehicleType(n)).toBe(3);
  });
});
