import type { FastifyInstance } from 'fastify';
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import { parseJson } from '../../db/helpers.js';

/** Sends one text message; throws with a reason a person can read when the provider refuses. */
export interface SmsProvider {
  send(to: string, body: string): Promise<{ id: string }>;
}

export interface SmsSettings {
  account_sid: string;
  auth_token: string;
  from: string;
  base_url: string;
}

export const DEFAULT_SMS: SmsSettings = {
  account_sid: '',
  auth_token: '',
  from: '',
  base_url: 'https://api.twilio.com',
};

export async function readSmsSettings(app: FastifyInstance): Promise<SmsSettings> {
  const row = await app.db('settings').where({ key: 'sms' }).first();
  return { ...DEFAULT_SMS, ...parseJson<Partial<SmsSettings>>(row?.value, {}) };
}

export async function writeSmsSettings(app: FastifyInstance, value: SmsSettings): Promise<void> {
  const json = JSON.stringify(value);
  await app
    .db('settings')
    .insert({ key: 'sms', value: json, updated_at: new Date() })
    .onConflict('key')
    .merge(['value', 'updated_at']);
}

/**
 * The Twilio REST shape: POST {base}/2010-04-01/Accounts/{sid}/Messages.json with To, From and Body as a
 * form, HTTP basic auth with the account id and token. Other providers implement SmsProvider the same way.
 */
export function twilioProvider(s: SmsSettings): SmsProvider {
  return {
    async send(to, body) {
      if (!s.account_sid || !s.auth_token || !s.from) throw new Error('SMS is not configured.');
      const url = `${s.base_url.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(s.account_sid)}/Messages.json`;
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${s.account_sid}:${s.auth_token}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: to, From: s.from, Body: body }).toString(),
        signal: AbortSignal.timeout(15_000),
      });
      const answer = (await res.json().catch(() => ({}))) as { sid?: string; message?: string };
      if (!res.ok) throw new Error(answer.message ?? `The SMS provider answered ${res.status}.`);
      return { id: answer.sid ?? '' };
    },
  };
}

/** A phone number in E.164 (+4915112345678), read with the user's country when it has no prefix. */
export function toE164(phone: string, country: string): string | null {
  const parsed = parsePhoneNumberFromString(phone.trim(), (country || undefined) as CountryCode | undefined);
  return parsed?.isValid() ? parsed.number : null;
}
