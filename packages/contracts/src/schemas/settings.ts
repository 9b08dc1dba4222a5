import { type Static, Type } from '@sinclair/typebox';

const Flag = Type.Boolean();
/** #rgb or #rrggbb (the colour pickers offer no transparency), or empty for the default. */
const Color = Type.String({ pattern: '^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}|)$', maxLength: 7 });

/** An e-mail address as the `email` format takes it: ASCII, a dot in the domain, no spaces or line breaks. */
const ADDRESS =
  "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\\.)+[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?";
/** An e-mail address, or nothing. */
export const EMAIL_OR_EMPTY_PATTERN = `^(?:${ADDRESS})?$`;
/** The sender of e-mails: an address, or a name and the address in angle brackets, or nothing. */
export const SENDER_PATTERN = `^(?:${ADDRESS}|[^<>\\x00-\\x1f\\x7f]*<${ADDRESS}>)?$`;

/** What a font's name is written with: letters of any script (and their marks), digits, spaces, hyphens. */
const FONT_NAME = '[\\p{L}\\p{M}\\p{Nd} -]';
/** One entry of a font list: a bare name, or a name in double or single quotes. */
const FONT_ENTRY = ` *(?:[\\p{L}\\p{M}\\p{Nd}-]${FONT_NAME}*|"${FONT_NAME}+" *|'${FONT_NAME}+' *)`;
/**
 * A CSS font-family list such as `"Open Sans", Arial, sans-serif`, or blank. The value is written into the
 * site's CSS, so nothing that could end the declaration or the rule (`;` `{` `}` `<` `\` `/` `(` `:` ...)
 * and no unclosed quote gets through. Needs the `u` flag (Ajv sets it).
 */
export const FONT_FAMILY_PATTERN = `^(?: *|${FONT_ENTRY}(?:,${FONT_ENTRY})*)$`;
/** A Google place id is a token of letters, digits, "_" and "-" (e.g. ChIJN1t_tDeuEmsRUsoyG83frY4); empty unsets it. */
export const PLACE_ID_PATTERN = '^ *[A-Za-z0-9_-]* *$';

/** Feature switches and public values of the site (spec 3 "Site settings"). */
export const SiteFlags = Type.Object({
  default_theme: Type.Union([Type.Literal('dark'), Type.Literal('red'), Type.Literal('custom')]),
  payment_type: Type.Union([Type.Literal('credits'), Type.Literal('money')]),
  submit_order_pay_later: Flag,
  captcha_verification: Flag,
  automation: Flag,
  is_admin_site: Flag,
  stripe_payment: Flag,
  paypal_payment: Flag,
  bank_payment: Flag,
  payfast_payment: Flag,
  klarna_payment: Flag,
  coinbase_payment: Flag,
  square_payment: Flag,
  file_upload_public: Flag,
  live_support_public: Flag,
  ticket_system_public: Flag,
  eco_calculator_public: Flag,
  api_access: Flag,
  downloads_public: Flag,
  reg_no_mode: Type.Union([Type.Literal('reg_no'), Type.Literal('vin'), Type.Literal('off')]),
  sms_notification: Flag,
  push_notification: Flag,
  require_admin_approval: Flag,
});

export const SiteValues = Type.Object({
  site_title: Type.String({ maxLength: 120 }),
  logo_url: Type.String({ maxLength: 500 }),
  logo_width: Type.Integer({ minimum: 0, maximum: 2000 }),
  logo_height: Type.Integer({ minimum: 0, maximum: 2000 }),
  primary_color: Color,
  font_family: Type.String({ maxLength: 120, pattern: FONT_FAMILY_PATTERN }),
  branding_html: Type.String({ maxLength: 20000 }),
  google_place_id: Type.String({ maxLength: 255, pattern: PLACE_ID_PATTERN }),
  open_from: Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$|^$' }),
  open_to: Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$|^$' }),
  contact_email: Type.String({ maxLength: 190, pattern: EMAIL_OR_EMPTY_PATTERN }),
  copyright_text: Type.String({ maxLength: 300 }),
  /** ISO 4217; the server also requires a code the platform's Intl knows, so prices can be shown. */
  currency: Type.String({ pattern: '^[A-Z]{3}$' }),
  /** Price of one credit in minor units of `currency`; capped so the largest purchase stays an exact number. */
  credit_price: Type.Integer({ minimum: 0, maximum: 1_000_000_000 }),
  /** Extra currencies: code -> minor units for one credit. */
  currency_prices: Type.Record(
    Type.String({ pattern: '^[A-Z]{3}$' }),
    Type.Integer({ minimum: 0, maximum: 1_000_000_000 }),
  ),
  max_upload_mb: Type.Integer({ minimum: 1, maximum: 2048 }),
  /** Audit events older than this many days are deleted by a daily job. */
  audit_retention_days: Type.Integer({ minimum: 30, maximum: 3650 }),
  eco_currency_symbol: Type.String({ maxLength: 4 }),
  /** Credits (hundredths) a customer pays to get API access at once; 0: staff approve requests. */
  api_access_price: Type.Integer({ minimum: 0, maximum: 100_000_000 }),
});

export const SmtpSettings = Type.Object({
  smtp_host: Type.String({ maxLength: 255 }),
  smtp_port: Type.Integer({ minimum: 0, maximum: 65535 }),
  smtp_username: Type.String({ maxLength: 255 }),
  /** Write-only: answers show '' and smtp_password_set. */
  smtp_password: Type.String({ maxLength: 255 }),
  smtp_secure: Type.Boolean(),
  /** Take the server's certificate unchecked (one signed by itself); kept only for the server it was set for. */
  smtp_allow_self_signed: Type.Boolean(),
  /**
   * Sign in over plain SMTP when the server offers no STARTTLS (the password crosses readable); kept only for
   * the server it was set for. Without it a password goes to another machine over TLS only.
   */
  smtp_allow_unencrypted: Type.Boolean(),
  smtp_from: Type.String({ maxLength: 255, pattern: SENDER_PATTERN }),
});

export const SiteSettings = Type.Composite([SiteFlags, SiteValues, SmtpSettings]);
export type SiteSettings = Static<typeof SiteSettings>;
export const SiteSettingsReply = Type.Composite([
  SiteFlags,
  SiteValues,
  Type.Omit(SmtpSettings, ['smtp_password']),
  Type.Object({
    smtp_password_set: Type.Boolean(),
    /** The server sends through the SMTP_URL environment variable: the SMTP fields here are not used. */
    smtp_from_env: Type.Boolean(),
  }),
]);
export type SiteSettingsReply = Static<typeof SiteSettingsReply>;
export const SiteSettingsUpdate = Type.Partial(SiteSettings, { additionalProperties: false });

export const Theme = Type.Object({
  card_bg_color: Color,
  card_text_color: Color,
  header_bar_color: Color,
  header_bar_text_color: Color,
  header_top_color: Color,
  header_top_text_color: Color,
  left_bar_color: Color,
  left_bar_text_color: Color,
  body_bg_color: Color,
  vehicle_bg_color: Color,
  vehicle_text_color: Color,
  order_upload_btn_bg_color: Color,
});
export type Theme = Static<typeof Theme>;

export const NotificationSettings = Type.Object({
  email_on_new_order: Flag,
  email_on_status_change: Flag,
  email_on_new_ticket: Flag,
  email_on_new_message: Flag,
  email_on_new_account: Flag,
  sms_on_status_change: Flag,
  push_on_new_order: Flag,
  staff_emails: Type.Array(Type.String({ format: 'email', maxLength: 190 }), { maxItems: 20 }),
});
export type NotificationSettings = Static<typeof NotificationSettings>;

/** What anyone, signed in or not, may read: GET /auth/get_site_data. */
export const PublicSiteData = Type.Object({
  settings: Type.Composite([SiteFlags, SiteValues]),
  theme: Theme,
  supported_tools: Type.Array(Type.String()),
  languages: Type.Array(Type.String()),
  mail_ready: Type.Boolean({
    description:
      'An e-mail server is set up; without one no codes are sent and new accounts wait for an admin',
  }),
  seller_country: Type.String({
    description: "The seller's country (ISO code, may be empty): its VAT applies to buyers without a country",
  }),
});
export type PublicSiteData = Static<typeof PublicSiteData>;

/** GET /mail/status: whether the portal can send e-mail, for the admin area's banner. */
export const MailStatus = Type.Object({
  configured: Type.Boolean({ description: 'SMTP_URL or the SMTP settings are filled in' }),
  failing: Type.Boolean({ description: 'The last attempt to send failed' }),
  failed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type MailStatus = Static<typeof MailStatus>;

export const SmtpCheckBody = Type.Object({
  host: Type.String({ minLength: 1, maxLength: 255 }),
  port: Type.Integer({ minimum: 1, maximum: 65535 }),
  secure: Type.Optional(Type.Boolean()),
  allow_self_signed: Type.Optional(Type.Boolean()),
  allow_unencrypted: Type.Optional(Type.Boolean()),
  user: Type.Optional(Type.String({ maxLength: 255 })),
  pass: Type.Optional(Type.String({ maxLength: 255 })),
});

export const Vat = Type.Object({
  _id: Type.Integer(),
  country: Type.String(),
  country_name: Type.String(),
  percentage: Type.Number(),
  enabled: Type.Boolean(),
});
export type Vat = Static<typeof Vat>;
