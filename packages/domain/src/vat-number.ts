/**
 * VAT identification numbers: their written form and whether they can belong to a country. This is a format
 * check (with the check digit where the algorithm is published and settled), not a lookup in VIES: it keeps
 * typing errors and junk out, it cannot tell that a well-formed number was really issued.
 */

interface VatFormat {
  /** Prefixes the number may be written with; the first is the one it is stored with (XI kept as typed). */
  prefixes: readonly string[];
  /** The number without its prefix. */
  pattern: RegExp;
  /** Check digits, only where the algorithm is certain. */
  check?: (body: string) => boolean;
}

const digitAt = (s: string, i: number) => s.charCodeAt(i) - 48;
const weighted = (s: string, weights: readonly number[]) =>
  weights.reduce((sum, w, i) => sum + w * digitAt(s, i), 0);
/** 11 minus the remainder, where 0 stays 0 (and 10 is no digit, so never matches). */
const mod11 = (sum: number) => (sum % 11 === 0 ? 0 : 11 - (sum % 11));

function luhn(s: string): boolean {
  let sum = 0;
  for (let i = 0; i < s.length; i++) {
    let d = digitAt(s, s.length - 1 - i);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** ISO 7064 MOD 11,10 (Germany). */
function iso7064(s: string): boolean {
  let p = 10;
  for (let i = 0; i < s.length - 1; i++) {
    const t = (digitAt(s, i) + p) % 10 || 10;
    p = (2 * t) % 11;
  }
  return (11 - p) % 10 === digitAt(s, s.length - 1);
}

function austria(body: string): boolean {
  const d = body.slice(1);
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const p = digitAt(d, i) * (i % 2 === 0 ? 1 : 2);
    sum += p > 9 ? p - 9 : p;
  }
  return (10 - ((sum + 4) % 10)) % 10 === digitAt(d, 7);
}

function greece(body: string): boolean {
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += digitAt(body, i) * 2 ** (8 - i);
  return (sum % 11) % 10 === digitAt(body, 8);
}

/** The two-digit key before the SIREN; keys with letters are taken on format alone. */
function france(body: string): boolean {
  if (!/^\d\d/.test(body)) return true;
  return Number(body.slice(0, 2)) === (12 + 3 * (Number(body.slice(2)) % 97)) % 97;
}

/** Nine-digit numbers (and branch numbers: nine plus three); government and health bodies have none. */
function unitedKingdom(body: string): boolean {
  if (!/^\d/.test(body)) return true;
  const sum = weighted(body, [8, 7, 6, 5, 4, 3, 2]) + Number(body.slice(7, 9));
  return sum % 97 === 0 || (sum + 55) % 97 === 0;
}

/** EU member states (VIES formats), the United Kingdom with Northern Ireland (XI), Switzerland, Norway. */
const FORMATS: Record<string, VatFormat> = {
  AT: { prefixes: ['AT'], pattern: /^U\d{8}$/, check: austria },
  BE: {
    prefixes: ['BE'],
    pattern: /^[01]\d{9}$/,
    check: (b) => 97 - (Number(b.slice(0, 8)) % 97) === Number(b.slice(8)),
  },
  BG: { prefixes: ['BG'], pattern: /^\d{9,10}$/ },
  CH: {
    prefixes: ['CHE', 'CH'],
    pattern: /^\d{9}(MWST|TVA|IVA)?$/,
    check: (b) => mod11(weighted(b, [5, 4, 3, 2, 7, 6, 5, 4])) === digitAt(b, 8),
  },
  CY: { prefixes: ['CY'], pattern: /^\d{8}[A-Z]$/ },
  CZ: { prefixes: ['CZ'], pattern: /^\d{8,10}$/ },
  DE: { prefixes: ['DE'], pattern: /^\d{9}$/, check: iso7064 },
  DK: {
    prefixes: ['DK'],
    pattern: /^\d{8}$/,
    check: (b) => weighted(b, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0,
  },
  EE: { prefixes: ['EE'], pattern: /^\d{9}$/ },
  ES: { prefixes: ['ES'], pattern: /^([A-Z]\d{7}[A-Z0-9]|\d{8}[A-Z])$/ },
  FI: {
    prefixes: ['FI'],
    pattern: /^\d{8}$/,
    check: (b) => mod11(weighted(b, [7, 9, 10, 5, 8, 4, 2])) === digitAt(b, 7),
  },
  FR: { prefixes: ['FR'], pattern: /^[0-9A-HJ-NP-Z]{2}\d{9}$/, check: france },
  GB: { prefixes: ['GB', 'XI'], pattern: /^(\d{9}|\d{12}|GD[0-4]\d\d|HA[5-9]\d\d)$/, check: unitedKingdom },
  GR: { prefixes: ['EL', 'GR'], pattern: /^\d{9}$/, check: greece },
  HR: { prefixes: ['HR'], pattern: /^\d{11}$/ },
  HU: { prefixes: ['HU'], pattern: /^\d{8}$/ },
  IE: { prefixes: ['IE'], pattern: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/ },
  IT: { prefixes: ['IT'], pattern: /^\d{11}$/, check: luhn },
  LT: { prefixes: ['LT'], pattern: /^(\d{9}|\d{12})$/ },
  LU: { prefixes: ['LU'], pattern: /^\d{8}$/ },
  LV: { prefixes: ['LV'], pattern: /^\d{11}$/ },
  MT: { prefixes: ['MT'], pattern: /^[1-9]\d{7}$/ },
  NL: { prefixes: ['NL'], pattern: /^\d{9}B\d{2}$/ },
  NO: {
    prefixes: ['NO'],
    pattern: /^\d{9}(MVA)?$/,
    check: (b) => mod11(weighted(b, [3, 2, 7, 6, 5, 4, 3, 2])) === digitAt(b, 8),
  },
  PL: {
    prefixes: ['PL'],
    pattern: /^\d{10}$/,
    check: (b) => weighted(b, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 === digitAt(b, 9),
  },
  PT: {
    prefixes: ['PT'],
    pattern: /^\d{9}$/,
    check: (b) => mod11(weighted(b, [9, 8, 7, 6, 5, 4, 3, 2])) % 10 === digitAt(b, 8),
  },
  RO: { prefixes: ['RO'], pattern: /^[1-9]\d{1,9}$/ },
  SE: { prefixes: ['SE'], pattern: /^\d{12}$/, check: (b) => luhn(b.slice(0, 10)) },
  SI: { prefixes: ['SI'], pattern: /^[1-9]\d{7}$/ },
  SK: { prefixes: ['SK'], pattern: /^[1-9]\d{9}$/ },
};

/** Which country a written prefix names (EL is Greece, XI Northern Ireland in the United Kingdom). */
const PREFIX_COUNTRY = new Map(
  Object.entries(FORMATS)
    .flatMap(([country, f]) => f.prefixes.map((p) => [p, country] as const))
    .sort((a, b) => b[0].length - a[0].length),
);

/** Upper case without the spaces, dots and dashes people write numbers with. */
export const compactVatNumber = (raw: string): string =>
  raw.replace(/[\s.\-\u2010-\u2015]/g, '').toUpperCase();

/**
 * The number as stored and printed when it is valid for the country (`country` '' : for the country its
 * prefix names), else null. With a known format it carries its prefix: 'de 136.695.976' -> 'DE136695976',
 * 'GR094259216' -> 'EL094259216'. Elsewhere any 4 to 20 letters and digits pass, as written, except a valid
 * number of a country with a known format.
 */
export function parseVatNumber(raw: string, country: string): string | null {
  const text = compactVatNumber(raw);
  let code = country.trim().toUpperCase();
  if (!code) code = [...PREFIX_COUNTRY].find(([p]) => text.startsWith(p))?.[1] ?? '';
  const format = FORMATS[code];
  if (!format) {
    if (!/^[A-Z0-9]{4,20}$/.test(text)) return null;
    // A valid number of a country whose format is known is that country's, not this one's: 'NL000000000B01'
    // is no US number (it would give a buyer in the US reverse charge on a Dutch registration).
    const named = [...PREFIX_COUNTRY].find(([p]) => text.startsWith(p))?.[1];
    return named && parseVatNumber(text, named) ? null : text;
  }
  // A number that starts with the country's prefix is read with it: 'FR123456789' is not key 'FR'; one
  // that starts with another country's is that country's: 'DE136695976' is not French with key 'DE'.
  const prefix = format.prefixes.find((p) => text.startsWith(p));
  if (!prefix && /^[A-Z]{2}/.test(text) && PREFIX_COUNTRY.has(text.slice(0, 2))) return null;
  const body = prefix ? text.slice(prefix.length) : text;
  if (!format.pattern.test(body) || (format.check && !format.check(body))) return null;
  return (prefix === 'XI' ? 'XI' : format.prefixes[0]) + body;
}

/** Whether a VAT number (not empty) is valid for the buyer's country; see parseVatNumber. */
export const isVatNumberValid = (raw: string, country: string): boolean =>
  parseVatNumber(raw, country) !== null;
