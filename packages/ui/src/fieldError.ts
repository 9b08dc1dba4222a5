import { isApiError } from '@portal/api-client';
import type { FormInstance } from 'antd';

/**
 * Shows a refused call's message under the form field the server named (`field` of the error answer), where
 * the person is looking. False when the error names no field of this form, for the caller to show it another
 * way. The form's values hold a key for every field it shows, filled in or not.
 */
export function showFieldError(form: FormInstance, err: unknown): boolean {
  if (!isApiError(err) || !err.field || !Object.hasOwn(form.getFieldsValue(), err.field)) return false;
  form.setFields([{ name: err.field, errors: [err.message] }]);
  form.scrollToField(err.field);
  return true;
}
