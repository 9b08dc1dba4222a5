import { isLocale, type ApiQuote } from '@portal/contracts';
import { translator } from '../../i18n/index.js';
import { formatMoneyIn } from '../../i18n/numbers.js';

export interface Workshop {
  email: string;
  phone: string;
  company_name: string;
  firstname: string;
  lastname: string;
  username: string;
}

/** The widget's language, or its base language ("de-AT" → "de"); English when the portal has neither. */
export function visitorLanguage(tag: string | undefined): string {
  const lower = (tag ?? '').toLowerCase();
  if (isLocale(lower)) return lower;
  const base = lower.split('-')[0];
  return isLocale(base) ? base : 'en';
}

/** The name the visitor knows the workshop by: its company, else the person. */
export const workshopName = (w: Workshop) =>
  w.company_name.trim() || `${w.firstname} ${w.lastname}`.trim() || w.username;

/**
 * The confirmation a widget visitor gets, written as the workshop they asked, with its site and contact so
 * they know whom they wrote to. It names only the vehicle, stage and price from the catalogue and the dealer,
 * none of the text the sender typed: anyone holding the public key can name any address.
 */
export function visitorConfirmation(w: Workshop, quote: ApiQuote, origin: string, language: string) {
  const t = translator(language);
  const workshop = workshopName(w);
  const summary = [
    t('api_quotes.visitor_vehicle', { vehicle: quote.vehicle }),
    quote.stage ? t('api_quotes.stage', { stage: quote.stage }) : '',
    quote.price === null
      ? ''
      : t('api_quotes.visitor_price', { price: formatMoneyIn(quote.price, quote.currency, language) }),
  ].filter(Boolean);
  const contact = [
    t('api_quotes.website', { origin }),
    w.email ? t('api_quotes.visitor_email', { email: w.email }) : '',
    w.phone.trim() ? t('api_quotes.visitor_phone', { phone: w.phone.trim() }) : '',
  ].filter(Boolean);
  return {
    subject: t('api_quotes.visitor_subject', { workshop }),
    text: [
      t('api_quotes.visitor_greeting'),
      '',
      t('api_quotes.visitor_thanks', { workshop }),
      '',
      t('api_quotes.visitor_summary'),
      ...summary,
      '',
      t('email.contact_line', { contact: contact.join('\n') }),
      '',
      t('email.signature', { site: workshop }),
      '',
      t('api_quotes.visitor_ignore'),
    ].join('\n'),
    // A reply reaches the workshop, not the portal's staff.
    ...(w.email ? { replyTo: w.email } : {}),
  };
}
