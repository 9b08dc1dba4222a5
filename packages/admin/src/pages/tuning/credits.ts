/** Prices are stored in hundredths of a credit; forms show whole credits with two decimals. */
export const toCreditInput = (hundredths: number | undefined) =>
  hundredths === undefined ? undefined : hundredths / 100;

export const fromCreditInput = (credits: number | null | undefined) => Math.round((credits ?? 0) * 100);

/** The three price columns of a service and the vehicles each one applies to. */
export const PRICE_TYPES = ['type_1_price', 'type_2_price', 'type_3_price'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];
