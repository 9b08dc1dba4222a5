import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { hardenSchema, MAX_PAGE_SIZE, nonFinitePath } from './validation.js';

describe('request schema hardening', () => {
  it('bounds integers a schema left open and caps querystring page sizes', () => {
    const q = hardenSchema(
      Type.Object({ size: Type.Optional(Type.Integer({ minimum: -1 })), id: Type.Integer() }),
      'querystring',
    ) as ReturnType<typeof Type.Object>;
    expect(q.properties.size).toMatchObject({ minimum: -1, maximum: MAX_PAGE_SIZE });
    expect(q.properties.id).toMatchObject({
      minimum: -Number.MAX_SAFE_INTEGER,
      maximum: Number.MAX_SAFE_INTEGER,
    });
    // TypeBox still recognises the copy (its kind markers survive).
    expect(Value.Check(q, { size: 501, id: 1 })).toBe(false);
    expect(Value.Check(q, { size: 500, id: 1 })).toBe(true);
  });

  it('leaves a body field called size alone and keeps explicit bounds', () => {
    const b = hardenSchema(Type.Object({ size: Type.Integer({ maximum: 5000 }) }), 'body') as ReturnType<
      typeof Type.Object
    >;
    expect(b.properties.size).toMatchObject({ maximum: 5000 });
  });

  it('finds numbers that are not finite anywhere in a value', () => {
    expect(nonFinitePath({ a: [1, { b: Number.POSITIVE_INFINITY }] })).toBe('/a/1/b');
    expect(nonFinitePath({ a: 1, b: 'Infinity' })).toBeNull();
  });
});
