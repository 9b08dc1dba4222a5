import type { TSchema } from '@sinclair/typebox';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';

/*
 * Number fields of the admin forms carry no min/max of their own: antd's InputNumber quietly moves a value
 * outside them to the nearest limit when the field is left, and the form then saves a number nobody typed
 * (a credit price of -1 became 0, a -10 % coupon 0.01 %). These rules leave the value as typed, say under the
 * field what is allowed and keep the form from being sent. Limits come from the request contracts, so the
 * form refuses what the server would.
 */

/** What a number field takes: from `min` to `max`, and only whole numbers when `whole`. */
export interface NumberRange {
  min: number;
  max: number;
  whole: boolean;
}

/**
 * The limits a request contract puts on a number: an Optional field or a Nullable one (its number part)
 * too. A field without both limits is a mistake in the caller, told at once rather than saved unchecked,
 * unless the caller names the limit the contract leaves open (`open.max`: an id has no maximum in the
 * contract, only the one of its column).
 */
export function contractRange(schema: TSchema, open: { max?: number } = {}): NumberRange {
  const parts: TSchema[] = [schema, ...((schema.anyOf as TSchema[] | undefined) ?? [])];
  const numeric = parts.find((s) => s.type === 'integer' || s.type === 'number');
  const max = typeof numeric?.maximum === 'number' ? numeric.maximum : open.max;
  if (typeof numeric?.minimum !== 'number' || max === undefined)
    throw new Error('contractRange: the schema is not a number with a minimum and a maximum');
  return { min: numeric.minimum, max, whole: numeric.type === 'integer' };
}

/**
 * Limits of an amount stored in minor units (cents) as a person types it: in major units of a currency with
 * `digits` decimals (2 for EUR, 0 for JPY).
 */
export function inMajorUnits(range: NumberRange, digits: number): NumberRange {
  const unit = 10 ** digits;
  return { min: range.min / unit, max: range.max / unit, whole: range.whole && digits === 0 };
}

/** Whether `value` is a number the field takes. */
export function inRange(value: number, { min, max, whole }: NumberRange): boolean {
  return Number.isFinite(value) && value >= min && value <= max && (!whole || Number.isInteger(value));
}

type T = (key: string, options?: Record<string, unknown>) => string;

/** "Enter a number from 0 to 10,000,000" with the numbers written as the reader's language writes them. */
export function rangeMessage(t: T, language: string, { min, max, whole }: NumberRange): string {
  const number = (n: number) => n.toLocaleString(language, { maximumFractionDigits: 6 });
  return t(whole ? 'validation.whole_number_range' : 'validation.number_range', {
    min: number(min),
    max: number(max),
  });
}

/** The form rule for `range`; an empty field passes it (add `required` where one must be filled in). */
export function rangeRule(t: T, language: string, range: NumberRange): FormRule {
  return {
    type: range.whole ? 'integer' : 'number',
    min: range.min,
    max: range.max,
    message: rangeMessage(t, language, range),
  };
}

/**
 * The rules of a number field in the reader's language: `rules(range)` for one that must be filled in,
 * `rules(range, { optional: true })` for one that may stay empty; `message(range)` for a field checked by hand.
 */
export function useNumberRules() {
  const { t, i18n } = useTranslation();
  const required: FormRule = { required: true, message: t('validation.required') };
  return {
    rules: (range: NumberRange, { optional = false } = {}): FormRule[] => {
      const rule = rangeRule(t, i18n.language, range);
      return optional ? [rule] : [required, rule];
    },
    message: (range: NumberRange) => rangeMessage(t, i18n.language, range),
  };
}
