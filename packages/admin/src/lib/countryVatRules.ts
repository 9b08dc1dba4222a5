import { isCountryCode, isVatNumberValid } from '@portal/domain';
import type { FormRule } from 'antd';

type T = (key: string) => string;

/** The server's country check at the field: none, or a code of the list (old records may hold others). */
export const countryRule = (t: T): FormRule => ({
  validator: (_, value?: string) =>
    !value || isCountryCode(value) ? Promise.resolve() : Promise.reject(new Error(t('validation.country'))),
});

/**
 * The server's VAT number check at the field: empty (a consumer), or valid for the country, which is
 * `country` when given, else the form's `country` field (list that field in the item's `dependencies`).
 */
export const vatNoRule =
  (t: T, country?: string): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_, value?: string) => {
      const code: string = country ?? getFieldValue('country') ?? '';
      if (!value?.trim() || isVatNumberValid(value, code)) return Promise.resolve();
      return Promise.reject(new Error(t(code ? 'validation.vat_no' : 'validation.vat_no_any')));
    },
  });
