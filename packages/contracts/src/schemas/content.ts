import { type Static, Type } from '@sinclair/typebox';
import { LOCALES } from '../locales.js';
import { Timestamp } from './common.js';

export const TERMS_KINDS = ['terms_and_conditions', 'terms_of_use', 'privacy_policy', 'shop_terms'] as const;
export type TermsKind = (typeof TERMS_KINDS)[number];
export const TermsKindSchema = Type.Union(
  TERMS_KINDS.map((k) => Type.Literal(k)),
  { description: 'terms_and_conditions (ordering), terms_of_use (the site), privacy_policy, shop_terms' },
);
export const LocaleSchema = Type.Union(
  LOCALES.map((l) => Type.Literal(l)),
  { description: 'Interface language' },
);

/**
 * One legal text in one language. `content` is plain text with Markdown-style headings and lists; the web
 * app renders it as text, never as raw HTML.
 */
export const Terms = Type.Object({
  _id: Type.Integer(),
  kind: TermsKindSchema,
  language: Type.String(),
  title: Type.String(),
  content: Type.String(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Terms = Static<typeof Terms>;

export const TermsInput = Type.Object(
  {
    kind: TermsKindSchema,
    language: Type.Optional(LocaleSchema),
    title: Type.String({ minLength: 1, maxLength: 190 }),
    content: Type.String({ minLength: 1, maxLength: 200_000 }),
  },
  { additionalProperties: false },
);
export type TermsInput = Static<typeof TermsInput>;
export const TermsUpdate = Type.Partial(TermsInput, { additionalProperties: false });

/** GET /terms: one text per kind in `lang`, English where that language has none. */
export const TermsQuery = Type.Object({
  kind: Type.Optional(TermsKindSchema),
  lang: Type.Optional(Type.String({ maxLength: 10 })),
});

export const TermsAdminQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: -1, maximum: 200, default: 50 })),
  kind: Type.Optional(TermsKindSchema),
  language: Type.Optional(Type.String({ maxLength: 10 })),
});

/** The cookie-notice text; `language` says which translation was served. */
export const CookiePolicy = Type.Object({ cookie_text: Type.String(), language: Type.String() });
export type CookiePolicy = Static<typeof CookiePolicy>;
export const CookiePolicyInput = Type.Object(
  {
    cookie_text: Type.String({ minLength: 1, maxLength: 5000 }),
    language: Type.Optional(LocaleSchema),
  },
  { additionalProperties: false },
);

export const WhyChooseUs = Type.Object({
  _id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  icon: Type.String({ description: 'Icon name of the web app, e.g. "rocket"' }),
  active: Type.Boolean(),
  position: Type.Integer(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type WhyChooseUs = Static<typeof WhyChooseUs>;
export const WhyChooseUsInput = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 190 }),
    description: Type.Optional(Type.String({ maxLength: 2000 })),
    icon: Type.Optional(Type.String({ maxLength: 60, pattern: '^[a-z0-9-]*$' })),
    active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type WhyChooseUsInput = Static<typeof WhyChooseUsInput>;
export const WhyChooseUsUpdate = Type.Partial(WhyChooseUsInput, { additionalProperties: false });

export const Social = Type.Object({
  _id: Type.Integer(),
  name: Type.String({ description: 'e.g. Facebook, Instagram, YouTube' }),
  url: Type.String(),
  icon: Type.String({ description: 'Icon name of the web app, e.g. "facebook"' }),
  active: Type.Boolean(),
  position: Type.Integer(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Social = Static<typeof Social>;
export const SocialInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 60 }),
    url: Type.String({ minLength: 1, maxLength: 500, description: 'http(s) address' }),
    icon: Type.Optional(Type.String({ maxLength: 60, pattern: '^[a-z0-9-]*$' })),
    active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type SocialInput = Static<typeof SocialInput>;
export const SocialUpdate = Type.Partial(SocialInput, { additionalProperties: false });
