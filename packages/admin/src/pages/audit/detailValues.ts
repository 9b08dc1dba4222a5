import type { TFunction } from 'i18next';
import { numberFormat } from '../../lib/intl';
import type { BooleanWords } from './detailPairs';

const DUE = 'refund_due';
const DONE = 'refunded:';
const BY_HAND = 'refunded:manual';

/**
 * A refund note (`refund_due:<why>`, `refunded:manual[:<reference>]`, `refunded:<provider refund>`, see the
 * shop's and payments' refund.ts) in the words the shop pages use; null for anything else.
 */
function refundNoteText(t: TFunction, note: string): string | null {
  // Why a refund is due tells staff what to do: make it by hand, or find out why the provider refused it.
  if (note === `${DUE}:manual`) return t('shop.order.refund.due_manual_tag');
  if (note === `${DUE}:failed`) return t('shop.order.refund.due_failed_tag');
  if (note === DUE || note.startsWith(`${DUE}:`)) return t('shop.order.refund.due_tag');
  if (note === BY_HAND) return t('shop.order.refund.by_hand');
  if (note.startsWith(`${BY_HAND}:`))
    return t('shop.order.refund.by_hand_ref', { ref: note.slice(BY_HAND.length + 1) });
  if (note.startsWith(DONE) && note.length > DONE.length)
    return `${t('shop.order.refund.refunded_tag')} (${note.slice(DONE.length)})`;
  return null;
}

/** Fields whose values are refund notes: a shop order's note before a manual refund, a payment's refund. */
const REFUND_NOTE_FIELDS = new Set(['was', 'refund']);

/** The ways a message to customers goes out (a bulk send's `channel`, listed as "email, sms"). */
const CHANNELS = new Set(['app', 'email', 'sms']);

/** A detail's value in the reader's words where it is a code the app has words for; else as recorded. */
export function detailValueText(t: TFunction, field: string | null, value: string): string {
  if (field !== null && REFUND_NOTE_FIELDS.has(field)) return refundNoteText(t, value) ?? value;
  if (field === 'channel')
    return value
      .split(', ')
      .map((c) => (CHANNELS.has(c) ? t(`audit.log.channel_${c}`) : c))
      .join(', ');
  return value;
}

/**
 * How values read for the reader: yes and no in words, numbers as the reader writes them ("19,5" in German)
 * but without grouping, so ids and counts read as recorded ("12345", not "12.345").
 */
export function detailWords(t: TFunction, language: string): BooleanWords {
  const numbers = numberFormat(language, { maximumFractionDigits: 20, useGrouping: false });
  return { yes: t('common.yes'), no: t('common.no'), number: (n) => numbers.format(n) };
}
