import { describe, expect, it } from 'vitest';
import { read, toBody, toFormValues } from './formValues';
import { REG_SCREENS } from './screens';

const finals = REG_SCREENS['reg-finals'].fields;
const main = REG_SCREENS['vehicle-main'].fields;

describe('registration-search form values', () => {
  it('edits a stored record by the ids of its references and its stages', () => {
    const values = toFormValues(finals, {
      _id: 7,
      make: { _id: 3, name: 'VW' },
      model: null,
      fuel_type: { _id: 2, name: 'Diesel' },
      stock_hp: 150,
      stock_torque: null,
      stages: [{ stage: 1, hp: 190, torque: 400, kw: 140 }],
    });
    expect(values).toMatchObject({ make: 3, model: null, fuel_type: 2, stock_hp: 150, stock_torque: null });
    expect(values.stages).toEqual([{ hp: 190, torque: 400 }]);
  });

  it('numbers the stages in the order shown and drops half-filled ones', () => {
    const body = toBody(finals, {
      make: 3,
      model: undefined,
      stock_hp: 150,
      stages: [{ hp: 190, torque: 400 }, { hp: 210 }, { hp: 230, torque: 450 }],
    });
    expect(body.stages).toEqual([
      { stage: 1, hp: 190, torque: 400 },
      { stage: 2, hp: 230, torque: 450 },
    ]);
    // Cleared optional references are sent as null so that an edit removes them.
    expect(body).toMatchObject({ make: 3, model: null, fuel_type: null, stock_torque: null });
  });

  it('trims texts and sends an empty VIN as null', () => {
    expect(toBody(main, { vehicle_reg_no: ' ab12 cde ', vin: '  ', uvc: 'U1' })).toEqual({
      vehicle_reg_no: 'ab12 cde',
      vin: null,
      uvc: 'U1',
    });
  });

  it('reads nested columns', () => {
    expect(read({ _id: 1, uvc_final: { _id: 2, description: 'Golf' } }, 'uvc_final.description')).toBe(
      'Golf',
    );
    expect(read({ _id: 1, uvc_final: null }, 'uvc_final.description')).toBeUndefined();
  });
});
