/** A paid invoice row of 100 credits for `userId`, numbered `prefix` + `i`, written straight into the table. */
export const invoiceRow = (userId: number, i: number, prefix: string) => ({
  user_id: userId,
  item_name: '100 credits',
  count: 100,
  amount: 10000,
  total: 10000,
  currency: 'EUR',
  status: 'paid',
  invoice_no: `${prefix}${String(i).padStart(6, '0')}`,
  buyer: '{}',
});

/** The `i`th credit adjustment of one credit in `userId`'s history. */
export const ledgerRow = (userId: number, i: number) => ({
  user_id: userId,
  kind: 'adjustment',
  amount: 1,
  reason: 'test',
  balance_after: i + 1,
  held_after: 0,
});
