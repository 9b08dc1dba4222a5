// Plain constants only: pages import these without pulling the TypeBox schemas into their bundles.

/** A phone number as people write one: digits, spaces, + ( ) . / - (checked as E.164 where a text is sent). */
export const PHONE_PATTERN = '^[0-9 +()./-]*$';
