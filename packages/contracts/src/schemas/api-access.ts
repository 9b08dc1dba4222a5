import { type Static, Type } from '@sinclair/typebox';
import { PHONE_PATTERN } from '../patterns.js';
import { Nullable, Timestamp } from './common.js';
import { FONT_FAMILY_PATTERN } from './settings.js';

/** Calendar day, YYYY-MM-DD (UTC). */
const Day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'YYYY-MM-DD' });
const Color = Type.String({ pattern: '^#[0-9a-fA-F]{6}$', description: '#rrggbb' });

/** What an API access may be used for. */
export const ApiFor = Type.Union([
  Type.Literal('vehicle_statistics'),
  Type.Literal('quotes'),
  Type.Literal('both'),
]);
export type ApiFor = Static<typeof ApiFor>;

/**
 * A website the widget may run on: scheme, host and optional port, nothing after. The host may have letters
 * of any script (bärbel-tuning.de); the server stores it as browsers send it in Origin (punycode). Needs
 * the `u` flag (Ajv sets it).
 */
export const WebsiteOrigin = Type.String({
  pattern: '^[Hh][Tt][Tt][Pp][Ss]?://[\\p{L}\\p{M}\\p{N}.-]+(:[0-9]{1,5})?/?$',
  maxLength: 190,
  description: 'Origin, e.g. https://dealer.example',
});

/** How the widget looks on the dealer's site. */
export const WidgetLook = Type.Object({
  primary_color: Color,
  text_color: Color,
  background_color: Color,
  /** A font list as the site's own font takes it (names in any script, e.g. "Noto Sans JP"). */
  font_family: Type.String({ maxLength: 120, pattern: FONT_FAMILY_PATTERN }),
  /** Where the widget calls the API; empty means the portal it was loaded from. */
  base_url: Type.String({ maxLength: 190, pattern: '^(https?://[A-Za-z0-9.:-]+(/[A-Za-z0-9._/-]*)?)?$' }),
});
export type WidgetLook = Static<typeof WidgetLook>;

/** The dealer's price per tuning stage, minor units of `currency`. */
export const StagePrice = Type.Object({
  stage: Type.Integer({ minimum: 1, maximum: 9 }),
  price: Type.Integer({ minimum: 0, maximum: 100_000_000 }),
});
export type StagePrice = Static<typeof StagePrice>;

export const ApiAccessStatus = Type.Union([
  Type.Literal('active'),
  Type.Literal('inactive'),
  Type.Literal('expired'),
  Type.Literal('revoked'),
]);

/** An API access as staff and its owner see it. Keys appear only as their prefixes. */
export const ApiAccess = Type.Object({
  _id: Type.Integer(),
  user_id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  /** The publishable key's readable prefix (the key itself is shown once). */
  api_key: Type.String(),
  secret_key_prefix: Type.String(),
  start_date: Day,
  expiration_date: Day,
  expire_date: Day,
  api_rate: Type.Integer({ description: 'Requests per minute' }),
  website_url: Type.Array(Type.String()),
  api_for: ApiFor,
  /** Whether staff switched it on; `state` also accounts for dates and revocation. */
  active: Type.Boolean(),
  state: ApiAccessStatus,
  captcha: Type.Boolean(),
  look: WidgetLook,
  currency: Type.String(),
  stage_prices: Type.Array(StagePrice),
  created_at: Timestamp,
  revoked_at: Nullable(Timestamp),
});
export type ApiAccess = Static<typeof ApiAccess>;

/** Keys in full: only in the answer of the call that made them. */
export const ApiKeys = Type.Object({
  publishable_key: Type.String(),
  secret_key: Type.String(),
});
export type ApiKeys = Static<typeof ApiKeys>;

export const ApiAccessWithKeys = Type.Composite([ApiAccess, Type.Object({ keys: ApiKeys })]);
export type ApiAccessWithKeys = Static<typeof ApiAccessWithKeys>;

export const ApiUsageDay = Type.Object({
  day: Day,
  requests: Type.Integer(),
  quotes: Type.Integer(),
});
export type ApiUsageDay = Static<typeof ApiUsageDay>;

/** GET /access_api_user: the customer's own access (null when none), its usage and the request price. */
export const ApiAccessUserReply = Type.Object({
  status: Type.Literal('success'),
  access: Nullable(ApiAccess),
  usage: Type.Array(ApiUsageDay),
  /** Credits (hundredths) a request costs; 0 means staff approve requests instead. */
  price: Type.Integer(),
});
export type ApiAccessUserReply = Static<typeof ApiAccessUserReply>;

export const ApiAccessListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 20 })),
  keywords: Type.Optional(Type.String({ maxLength: 200 })),
});
export type ApiAccessListQuery = Static<typeof ApiAccessListQuery>;

export const ApiAccessList = Type.Object({
  items: Type.Array(Type.Composite([ApiAccess, Type.Object({ usage: Type.Array(ApiUsageDay) })])),
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});
export type ApiAccessList = Static<typeof ApiAccessList>;

const Grant = {
  start_date: Day,
  expiration_date: Day,
  api_rate: Type.Integer({ minimum: 1, maximum: 10_000 }),
  website_url: Type.Array(WebsiteOrigin, { minItems: 1, maxItems: 20 }),
  api_for: ApiFor,
  active: Type.Optional(Type.Boolean()),
};

/** POST /access_api: staff grant a customer API access. */
export const ApiAccessGrant = Type.Object(
  { user_id: Type.Integer({ minimum: 1 }), ...Grant },
  { additionalProperties: false },
);
export type ApiAccessGrant = Static<typeof ApiAccessGrant>;

/** PUT /access_api/{id}: staff change dates, rate, websites, purpose or switch it on/off. */
export const ApiAccessPatch = Type.Partial(Type.Object(Grant), { additionalProperties: false });
export type ApiAccessPatch = Static<typeof ApiAccessPatch>;

/** POST /access_api_create: a customer asks for API access. */
export const ApiAccessRequest = Type.Object(
  {
    website_url: Type.Array(WebsiteOrigin, { minItems: 1, maxItems: 20 }),
    api_for: ApiFor,
  },
  { additionalProperties: false },
);
export type ApiAccessRequest = Static<typeof ApiAccessRequest>;

/** PUT /access_api_user/{id}: the owner replaces a key; the old one stops working at once. */
export const ApiKeyRegenerate = Type.Object(
  {
    key: Type.Union([Type.Literal('publishable'), Type.Literal('secret'), Type.Literal('both')]),
  },
  { additionalProperties: false },
);
export type ApiKeyRegenerate = Static<typeof ApiKeyRegenerate>;

/** PUT /api-access-update-by-user/{id}: the owner's websites, widget look, prices and captcha. */
export const ApiAccessOwnerUpdate = Type.Object(
  {
    website_url: Type.Optional(Type.Array(WebsiteOrigin, { minItems: 1, maxItems: 20 })),
    look: Type.Optional(Type.Partial(WidgetLook)),
    currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })),
    stage_prices: Type.Optional(Type.Array(StagePrice, { maxItems: 9 })),
    captcha: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ApiAccessOwnerUpdate = Static<typeof ApiAccessOwnerUpdate>;

export const ApiAccessReply = Type.Object({ status: Type.Literal('success'), access: ApiAccess });
export type ApiAccessReply = Static<typeof ApiAccessReply>;
export const ApiAccessKeysReply = Type.Object({ status: Type.Literal('success'), access: ApiAccessWithKeys });
export type ApiAccessKeysReply = Static<typeof ApiAccessKeysReply>;

export const ApiQuoteStatus = Type.Union([Type.Literal('new'), Type.Literal('answered')]);

/** A visitor's quote request, as its dealer sees it. */
export const ApiQuote = Type.Object({
  _id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  registration: Type.String(),
  vehicle: Type.String(),
  variant_id: Nullable(Type.Integer()),
  stage: Nullable(Type.Integer()),
  price: Nullable(Type.Integer()),
  currency: Type.String(),
  message: Type.String(),
  status: ApiQuoteStatus,
  origin: Type.String(),
  created_at: Timestamp,
});
export type ApiQuote = Static<typeof ApiQuote>;

export const ApiQuotesQuery = Type.Object({
  keywords: Type.Optional(Type.String({ maxLength: 200 })),
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 20 })),
  status: Type.Optional(ApiQuoteStatus),
});
export type ApiQuotesQuery = Static<typeof ApiQuotesQuery>;

export const ApiQuoteList = Type.Object({
  status: Type.Literal('success'),
  items: Type.Array(ApiQuote),
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});
export type ApiQuoteList = Static<typeof ApiQuoteList>;

export const ApiQuoteStatusUpdate = Type.Object({ status: ApiQuoteStatus }, { additionalProperties: false });

/* Public API (/api/public/v1): what a dealer's site and the widget see. */

export const PublicOption = Type.Object({ _id: Type.Integer(), name: Type.String() });
export const PublicOptions = Type.Object({ items: Type.Array(PublicOption) });
export type PublicOptions = Static<typeof PublicOptions>;

export const PublicStage = Type.Object({
  stage: Type.Integer(),
  hp: Type.Integer(),
  kw: Type.Integer(),
  torque: Type.Integer(),
  hp_gain: Nullable(Type.Integer()),
  torque_gain: Nullable(Type.Integer()),
  price: Nullable(Type.Integer({ description: 'Minor units of `currency`; null when the dealer set none' })),
});

export const PublicVariant = Type.Object({
  _id: Type.Integer(),
  name: Type.String(),
  vehicle: Type.String({ description: 'Make, model, generation and variant in one line' }),
  fuel_type: Type.String(),
  engine_cc: Nullable(Type.Integer()),
  stock_hp: Nullable(Type.Integer()),
  stock_kw: Nullable(Type.Integer()),
  stock_torque: Nullable(Type.Integer()),
  currency: Type.String(),
  stages: Type.Array(PublicStage),
});
export type PublicVariant = Static<typeof PublicVariant>;

/** The widget's settings: look, purposes and whether a captcha is asked. */
export const PublicConfig = Type.Object({
  look: WidgetLook,
  api_for: ApiFor,
  captcha: Type.Boolean(),
  currency: Type.String(),
});
export type PublicConfig = Static<typeof PublicConfig>;

const Plain = (max: number, min = 0) =>
  Type.String({ minLength: min, maxLength: max, pattern: '^[^<>]*$', description: 'Plain text, no HTML' });

export const PublicQuoteInput = Type.Object(
  {
    name: Plain(120, 1),
    email: Type.String({ format: 'email', maxLength: 190 }),
    phone: Type.Optional(Type.String({ maxLength: 40, pattern: PHONE_PATTERN })),
    registration: Type.Optional(Plain(20)),
    variant_id: Type.Integer({ minimum: 1 }),
    stage: Type.Optional(Type.Integer({ minimum: 1, maximum: 9 })),
    message: Type.Optional(Plain(2000)),
    captcha_id: Type.Optional(Type.String({ maxLength: 100 })),
    captcha_answer: Type.Optional(Type.String({ maxLength: 20 })),
    language: Type.Optional(Type.String({ maxLength: 10, pattern: '^[a-zA-Z-]*$' })),
  },
  { additionalProperties: false },
);
export type PublicQuoteInput = Static<typeof PublicQuoteInput>;

export const PublicCaptcha = Type.Object({ captcha_id: Type.String(), svg: Type.String() });

export const PublicQuoteReply = Type.Object({
  status: Type.Literal('success'),
  _id: Type.Integer(),
  message: Type.String(),
});
