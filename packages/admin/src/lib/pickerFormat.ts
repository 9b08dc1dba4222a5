/**
 * dayjs formats for antd's date pickers in the reader's order and separators ("DD/MM/YYYY HH:mm" in French,
 * "DD.MM.YYYY HH:mm" in German, "YYYY/MM/DD HH:mm" in Japanese), read from the browser's own date format:
 * most of antd's locales name none, and the picker then falls back to ISO ("2026-12-07 23:59:59").
 */
export interface PickerFormats {
  date: string;
  time: string;
  dateTime: string;
}

const kept = new Map<string, PickerFormats>();
const TOKENS: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {
  year: 'YYYY',
  month: 'MM',
  day: 'DD',
  hour: 'HH',
  minute: 'mm',
};
// Direction marks around the parts in right-to-left languages would only get in the way of typing a date.
const BIDI = /[\u200e\u200f\u061c]/g;

function pattern(language: string, options: Intl.DateTimeFormatOptions): string {
  let parts: Intl.DateTimeFormatPart[];
  try {
    // Latin digits and the Gregorian calendar: what the picker writes and reads.
    parts = new Intl.DateTimeFormat(`${language}-u-nu-latn-ca-gregory`, options).formatToParts(
      new Date(2026, 11, 7, 23, 59),
    );
  } catch {
    parts = new Intl.DateTimeFormat('en-GB', options).formatToParts(new Date(2026, 11, 7, 23, 59));
  }
  return parts
    .map(({ type, value }) => {
      const token = TOKENS[type];
      if (token) return token;
      const literal = value.replace(BIDI, '');
      // Letters in a literal ("年", "г.") would read as format tokens: dayjs takes them in brackets.
      return /[\p{L}]/u.test(literal) ? `[${literal}]` : literal;
    })
    .join('')
    .trim();
}

export function pickerFormats(language: string): PickerFormats {
  let formats = kept.get(language);
  if (!formats) {
    const date = pattern(language, { year: 'numeric', month: '2-digit', day: '2-digit' });
    const time = pattern(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formats = { date, time, dateTime: `${date} ${time}` };
    kept.set(language, formats);
  }
  return formats;
}
