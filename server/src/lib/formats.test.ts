import * as contracts from '@portal/contracts';
import { FormatRegistry } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { registerFormats } from './formats.js';

/** Every `format` named anywhere in the shared contracts. */
function formatsIn(value: unknown, seen = new Set<unknown>(), found = new Set<string>()): Set<string> {
  if (typeof value !== 'object' || value === null || seen.has(value)) return found;
  seen.add(value);
  const format = (value as { format?: unknown }).format;
  if (typeof format === 'string') found.add(format);
  for (const child of Object.values(value)) formatsIn(child, seen, found);
  return found;
}

describe('string formats', () => {
  registerFormats();

  it('knows every format the contracts use, so no form answers "Unknown format"', () => {
    const used = [...formatsIn(contracts)];
    expect(used).toContain('email');
    expect(used.filter((f) => !FormatRegistry.Has(f))).toEqual([]);
  });

  it('checks e-mail and date-time the way the route validator does', () => {
    expect(Value.Check(contracts.ProfileUpdate, { email: 'ada@example.com' })).toBe(true);
    expect(Value.Check(contracts.ProfileUpdate, { email: 'ada at example' })).toBe(false);
    expect(Value.Check(contracts.Timestamp, '2026-11-25T10:00:00Z')).toBe(true);
    expect(Value.Check(contracts.Timestamp, 'yesterday')).toBe(false);
  });
});
