import type {
  BillingSettings,
  MailStatus,
  Message,
  MessageSend,
  NotificationSettings,
  PaymentMethod,
  PaymentProviderStatus,
  SetupStatus,
  SiteSettings,
  SiteSettingsReply,
  SmsSettingsUpdate,
  SmsSettingsView,
  Theme,
} from '@portal/contracts';
import type { Static } from '@sinclair/typebox';
import type { Http } from '../http.js';

export type SiteSettingsPatch = Partial<SiteSettings>;
/** The SMS provider settings as answered: the token itself never, only whether one is stored. */
export type SmsSettings = Static<typeof SmsSettingsView>;
/** A change of the SMS provider settings; an empty or missing `auth_token` keeps the stored one. */
export type SmsSettingsPatch = Static<typeof SmsSettingsUpdate>;

export interface SmtpCheck {
  host: string;
  port: number;
  secure?: boolean;
  /** Take the server's certificate unchecked (a self-signed one). */
  allow_self_signed?: boolean;
  /** Sign in even when the server offers no encrypted connection. */
  allow_unencrypted?: boolean;
  user?: string;
  pass?: string;
}

export function settingsApi(http: Http) {
  return {
    get: () => http.get<SiteSettingsReply>('/settings'),
    update: (patch: SiteSettingsPatch) => http.post<SiteSettingsReply>('/settings', patch),
    /** Multipart variant used when a logo file is sent: every other field travels as a string. */
    updateWithLogo(patch: SiteSettingsPatch, logo: Blob) {
      const form = new FormData();
      for (const [k, v] of Object.entries(patch)) {
        if (v === undefined || v === null) continue;
        form.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
      }
      form.append('logo', logo, (logo as File).name ?? 'logo');
      return http.post<SiteSettingsReply>('/settings', form);
    },
    theme: () => http.get<Theme>('/theme_settings'),
    updateTheme: (theme: Partial<Theme>) => http.post<Theme>('/theme_settings', theme),
    notifications: () => http.get<NotificationSettings>('/notification_settings'),
    updateNotifications: (n: Partial<NotificationSettings>) =>
      http.post<NotificationSettings>('/notification_settings', n),
    /** A notification of one kind to chosen users or all customers/agents (needs the `settings` permission). */
    sendNotification: (kind: 'app' | 'email' | 'sms' | 'push', body: MessageSend) =>
      http.post<{ status: 'success'; message: string; message_id: number; job_id: number | null }>(
        '/notification_request',
        { kind, ...body },
      ),
    checkSmtp: (body: SmtpCheck) =>
      http.post<{ status: 'success'; message: string }>('/check-smtp-connection', body),
    /** The SMS provider settings (needs the `settings` permission). */
    sms: () => http.get<SmsSettings>('/sms_settings'),
    /**
     * Saves the SMS provider settings. The server asks for the token again when the provider address changes
     * while one is stored (it would otherwise go to the new address with the next text).
     */
    updateSms: (patch: SmsSettingsPatch) => http.put<SmsSettings>('/sms_settings', patch),
    /** Seller details printed on invoices and the bank account shown for transfers (`settings` permission). */
    billing: () => http.get<BillingSettings>('/credits/billing_settings'),
    updateBilling: (patch: Partial<BillingSettings>) =>
      http.put<BillingSettings>('/credits/billing_settings', patch),
    mailStatus: () => http.get<MailStatus>('/mail/status'),
    /** Which setup steps of a new portal are done (admins). */
    setupStatus: () => http.get<SetupStatus>('/settings/setup_status'),
    /** Sends a test e-mail to the signed-in admin's own address. */
    mailTest: () => http.post<Message>('/mail/test', {}),
    supportedTools: () => http.get<{ tools: string[] }>('/settings/supported-tools'),
    updateSupportedTools: (tools: string[]) =>
      http.put<{ tools: string[] }>('/settings/supported-tools', { tools }),
    purgeCaches: () => http.del<Message>('/caches/purge-all'),
    /** Payment providers: which keys are set (environment or stored) and what each still needs. */
    paymentProviders: () => http.get<{ providers: PaymentProviderStatus[] }>('/payments/providers'),
    /** Write-only: a value sets a key, null removes the stored one. */
    savePaymentKeys: (provider: PaymentMethod, keys: Record<string, string | null>) =>
      http.put<{ providers: PaymentProviderStatus[] }>(`/payments/providers/${provider}/keys`, { keys }),
    testPaymentProvider: (provider: PaymentMethod) =>
      http.post<{ status: 'success'; message: string }>(`/payments/providers/${provider}/test`),
  };
}
