import { createHash } from 'node:crypto';
import type { PaymentsConfig } from '../../../config.js';
import { badRequest } from '../../../lib/errors.js';
import { badSignature, decimal, type PaymentProvider, readTaggedId, taggedId, toMinor } from '../provider.js';

/** PHP's urlencode, which PayFast's signatures are defined with (spaces as '+', upper-case escapes). */
export function phpUrlencode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/** MD5 over `key=value&...` (in the given order) plus the passphrase, as PayFast signs and checks. */
export function payfastSignature(pairs: [string, string][], passphrase?: string): string {
  let text = pairs.map(([k, v]) => `${k}=${phpUrlencode(v.trim())}`).join('&');
  if (passphrase) text += `&passphrase=${phpUrlencode(passphrase.trim())}`;
  return createHash('md5').update(text).digest('hex');
}

/**
 * PayFast: the browser posts a signed form to PayFast; PayFast then posts an ITN (instant transaction
 * notification) to our webhook. An ITN counts only when its MD5 signature matches and PayFast's own
 * validate endpoint confirms it. PayFast's payment id (pf_payment_id) is the payment's reference.
 */
export function payfastProvider(cfg: PaymentsConfig['payfast']): PaymentProvider {
  return {
    name: 'payfast',
    flag: 'payfast_payment',
    configured: () => Boolean(cfg.merchantId && cfg.merchantKey),
    async createCheckout(inv, urls) {
      if (inv.currency !== 'ZAR')
        throw badRequest('PayFast takes payments in South African rand (ZAR) only.');
      // Field order matters: it is the order PayFast builds the signature in.
      const pairs: [string, string][] = [
        ['merchant_id', cfg.merchantId ?? ''],
        ['merchant_key', cfg.merchantKey ?? ''],
        ['return_url', urls.returnUrl],
        ['cancel_url', urls.cancelUrl],
        ['notify_url', urls.webhookUrl],
        ['name_first', inv.firstname],
        ['name_last', inv.lastname],
        ['email_address', inv.email],
        ['m_payment_id', taggedId(inv)],
        ['amount', decimal(inv.total)],
        ['item_name', inv.itemName.slice(0, 100)],
      ].filter(([, v]) => v !== '') as [string, string][];
      const fields = Object.fromEntries(pairs);
      fields.signature = payfastSignature(pairs, cfg.passphrase);
      return {
        next: { type: 'form', form: { action: `${cfg.baseUrl}/eng/process`, fields } },
        checkoutRef: taggedId(inv),
      };
    },
    async handleWebhook(raw) {
      const params = new URLSearchParams(raw.toString('utf8'));
      const pairs: [string, string][] = [];
      let signature = '';
      for (const [k, v] of params) {
        if (k === 'signature') {
          signature = v;
          break;
        }
        pairs.push([k, v]);
      }
      // PayFast signs every field it sends, empty ones included.
      const text = pairs.map(([k, v]) => `${k}=${phpUrlencode(v.trim())}`).join('&');
      const expected = payfastSignature(pairs, cfg.passphrase);
      if (!signature || expected !== signature.toLowerCase()) throw badSignature();
      if (params.get('merchant_id') !== cfg.merchantId) throw badSignature();
      let valid = false;
      try {
        const res = await fetch(`${cfg.baseUrl}/eng/query/validate`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: text,
          signal: AbortSignal.timeout(15_000),
        });
        valid = res.ok && (await res.text()).trim() === 'VALID';
      } catch {
        valid = false;
      }
      if (!valid) throw badSignature();
      const pfId = params.get('pf_payment_id');
      if (!pfId) return null;
      return {
        ...readTaggedId(params.get('m_payment_id')),
        // The reference the checkout was opened under (payments/service.ts keeps it), proving it ours.
        checkoutRef: params.get('m_payment_id') ?? undefined,
        paid: params.get('payment_status') === 'COMPLETE',
        providerRef: pfId,
        amount: toMinor(params.get('amount_gross')),
        currency: 'ZAR',
      };
    },
    // PayFast's return carries no payment data: the ITN is what credits the invoice.
  };
}
