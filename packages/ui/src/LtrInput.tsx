import { Input, type InputProps, type InputRef } from 'antd';
import { forwardRef } from 'react';

/**
 * A text field for values that are always left-to-right (URLs, e-mail addresses, phone and VAT numbers), so
 * "https://" or "+49 …" are not mirrored in right-to-left languages. antd's RTL class sets `direction` in CSS,
 * which outranks the `dir` attribute, hence the inline style as well.
 */
export const LtrInput = forwardRef<InputRef, InputProps>(function LtrInput({ style, ...props }, ref) {
  return <Input ref={ref} {...props} dir="ltr" style={{ ...style, direction: 'ltr' }} />;
});
