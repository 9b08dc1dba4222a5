import { creditsPrice, percentToBp, vatOf } from '@portal/domain';
import { usePaymentMethods, useVatFor } from '@portal/admin/shared';

export interface PriceQuote {
  net: number;
  vat: number;
  total: number;
  percentage: number;
  reverseCharge: boolean;
  currency: string;
}

/**
 * The price the server will put on the invoice, worked out with the same integer maths: credits times the
 * credit price in the chosen currency (or a package's own price), VAT of the customer's country on the net,
 * rounded once. No quote while the country taxed (`undefined` until known) or its rate is still loading.
 */
export function usePriceQuote(
  count: number | null,
  chosenCurrency: string,
  country: string | undefined,
  pkg?: { price: number; currency: string } | null,
) {
  const methods = usePaymentMethods();
  const vat = useVatFor(country ?? '');
  const currency = pkg?.currency ?? chosenCurrency;
  const unit = methods.data?.credit_prices[currency] ?? 0;
  const rateKnown = country !== undefined && (country.length !== 2 || vat.data !== undefined);
  if (!count || (!pkg && unit <= 0) || !rateKnown) return { quote: null, unit, vat: vat.data };
  const net = pkg ? pkg.price : creditsPrice(count, unit);
  const percentage = vat.data?.percentage ?? 0;
  const vatAmount = vatOf(net, percentToBp(percentage));
  const quote: PriceQuote = {
    net,
    vat: vatAmount,
    total: net + vatAmount,
    percentage,
    reverseCharge: vat.data?.reverse_charge ?? false,
    currency,
  };
  return { quote, unit, vat: vat.data };
}
