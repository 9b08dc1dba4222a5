import type { CSSProperties, ReactNode } from 'react';

/**
 * A value set in its own direction inside the page's: "Demo Tuning Files B.V." or "#FFFFFF" in a right-to-left
 * page otherwise get their end punctuation or leading "#" on the wrong side. The direction is taken from the
 * value itself, so a Hebrew account holder stays right-to-left.
 */
export function Bdi({ children, ...rest }: { children: ReactNode; 'data-testid'?: string }) {
  return (
    <bdi dir="auto" {...rest}>
      {children}
    </bdi>
  );
}

/**
 * For fields and boxes holding text in any language (a product name typed by staff): each paragraph runs in
 * the direction of its own first letters. antd's right-to-left class sets `direction` in CSS, which outranks a
 * `dir` attribute, hence `unicode-bidi` as well.
 */
export const OWN_DIRECTION: { dir: 'auto'; style: CSSProperties } = {
  dir: 'auto',
  style: { unicodeBidi: 'plaintext' },
};

/** antd ColorPicker `styles`: its "#FFFFFF" read in its own direction, "FFFFFF#" otherwise in right-to-left. */
export const COLOR_TEXT = { description: { unicodeBidi: 'plaintext' } } satisfies Record<
  string,
  CSSProperties
>;
