import { InputNumber, type InputNumberProps } from 'antd';
import { type ComponentRef, type Ref, useCallback, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

type NumberRef = ComponentRef<typeof InputNumber>;

/** antd's number field props, with its `ref`. */
export type NumberInputProps<T extends string | number = number> = InputNumberProps<T> & {
  ref?: Ref<NumberRef>;
};

/**
 * The decimal separator of `language` written with Latin digits (the digits a number field takes): "," in
 * German or French, "." in English or Arabic.
 */
export function decimalSeparator(language: string): string {
  try {
    const parts = new Intl.NumberFormat(`${language}-u-nu-latn`).formatToParts(1.5);
    return parts.find((p) => p.type === 'decimal')?.value ?? '.';
  } catch {
    return '.';
  }
}

/**
 * The number typed into a field as antd reads it (digits, "." and "-"). "1,5" or "12,50" (a comma with one or
 * two digits after it, and no other separator) is a decimal mark in every language: an English reader who
 * types it means 1.5, not 15, while "1,500" stays 1500. Otherwise the language's separator is the decimal
 * one and other marks are dropped, as antd does.
 */
export function parseNumberText(text: string, decimal: string): string {
  const typed = text.trim().replace(/。/g, '.');
  const read = /^[^.,]*,\d{1,2}$/.test(typed)
    ? typed.replace(',', '.')
    : decimal === '.'
      ? typed
      : typed.replace(decimal, '.');
  return read.replace(/[^\w.-]+/g, '');
}

/**
 * antd's number field in the reader's language. It shows and reads the language's decimal separator (a German
 * reader types "12,5" and reads "12,50"; "12.5" is still read as 12.5), and its step buttons get translated
 * names: @rc-component/input-number names them "Increase Value" / "Decrease Value" in English, with no prop
 * or antd locale entry to change that, so the names are set on the buttons once they are in the page.
 */
export function NumberInput<T extends string | number = number>({
  ref,
  decimalSeparator: separator,
  ...props
}: NumberInputProps<T>) {
  const { t, i18n } = useTranslation();
  const own = useRef<NumberRef | null>(null);
  const decimal = separator ?? decimalSeparator(i18n.language);
  const up = t('ui.number.increase');
  const down = t('ui.number.decrease');

  const setRef = useCallback(
    (node: NumberRef | null) => {
      own.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  // After every render: the buttons come and go with `disabled` and `readOnly`.
  useLayoutEffect(() => {
    const root = own.current?.nativeElement;
    if (!root) return;
    for (const [action, label] of [
      ['up', up],
      ['down', down],
    ] as const) {
      for (const button of root.querySelectorAll(`[role="button"][class*="-action-${action}"]`))
        button.setAttribute('aria-label', label);
    }
  });

  return (
    <InputNumber<T>
      ref={setRef}
      // Left out for ".", so English fields behave exactly as antd's own.
      decimalSeparator={decimal === '.' ? undefined : decimal}
      parser={(text) => parseNumberText(text ?? '', decimal) as T}
      {...props}
    />
  );
}
