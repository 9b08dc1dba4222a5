import { type Static, Type } from '@sinclair/typebox';
import { Nullable, Timestamp } from './common.js';
import { NewPassword } from './text.js';

const Str = (max = 255) => Type.String({ maxLength: max });
/** Checked by the server against the ISO list ('' for none); stored in upper case. */
const Country = () => Type.String({ maxLength: 2, description: "ISO 3166-1 alpha-2 code, or '' for none" });
/** Checked by the server for the user's country ('' for a consumer); stored with its country prefix. */
const VatNo = () =>
  Type.String({
    maxLength: 30,
    description:
      "VAT number valid for the user's country (EL for Greece, GB or XI for the UK), or '' for none",
  });

/** The user as every client sees it. Never carries password hashes or tokens. */
export const User = Type.Object({
  _id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  phone: Type.String(),
  google_place_id: Type.String(),
  address: Type.String(),
  city: Type.String(),
  post_code: Type.String(),
  country: Type.String(),
  company_name: Type.String(),
  company_reg: Type.String(),
  vat_no: Type.String(),
  web_url: Type.String(),
  permissions: Type.Record(Type.String(), Type.Unknown()),
  my_tools: Type.Array(Type.String()),
  role_id: Type.Integer(),
  status: Type.Integer(),
  verified: Type.Boolean(),
  language: Type.String(),
  profile_picture: Nullable(Type.String()),
  last_login: Nullable(Timestamp),
  created_at: Timestamp,
  /** Set when an admin is signed in as this user (admin_auto_login). */
  impersonated_by: Type.Optional(Nullable(Type.Integer())),
  /** Sign-in is refused until then, with the reason shown to the person. */
  suspended_until: Type.Optional(Nullable(Timestamp)),
  suspend_reason: Type.Optional(Type.String()),
  /** A new e-mail address the user asked for, waiting for the code mailed to it; `email` stays until then. */
  pending_email: Type.Optional(Nullable(Type.String())),
});
export type User = Static<typeof User>;

export const ProfileUpdate = Type.Object(
  {
    firstname: Type.Optional(Str(100)),
    lastname: Type.Optional(Str(100)),
    phone: Type.Optional(Str(40)),
    email: Type.Optional(Type.String({ format: 'email', maxLength: 190 })),
    language: Type.Optional(Str(10)),
    /**
     * Asked for only when `email` changes: a stolen session alone must not move the account's address. A new
     * address is not saved at once: it waits as `pending_email` until the code mailed to it is confirmed.
     */
    current_password: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);

export const AddressUpdate = Type.Object(
  {
    address: Type.Optional(Str()),
    city: Type.Optional(Str(120)),
    post_code: Type.Optional(Str(20)),
    country: Type.Optional(Country()),
  },
  { additionalProperties: false },
);

export const BusinessUpdate = Type.Object(
  {
    company_name: Type.Optional(Str()),
    company_reg: Type.Optional(Str(60)),
    vat_no: Type.Optional(VatNo()),
    web_url: Type.Optional(Str()),
  },
  { additionalProperties: false },
);

export const PasswordUpdate = Type.Object({
  current_password: Type.String({ minLength: 1, maxLength: 200 }),
  new_password: NewPassword,
});

/** The characters a username may have, as at sign-up (SignUp in auth.ts, which imports this file). */
export const USERNAME_PATTERN = '^[A-Za-z0-9_.-]+$';

/** Admin edit of another user (PUT /user/{id}). */
export const AdminUserUpdate = Type.Object(
  {
    username: Type.Optional(Type.String({ minLength: 3, maxLength: 60, pattern: USERNAME_PATTERN })),
    email: Type.Optional(Type.String({ format: 'email', maxLength: 190 })),
    firstname: Type.Optional(Str(100)),
    lastname: Type.Optional(Str(100)),
    phone: Type.Optional(Str(40)),
    address: Type.Optional(Str()),
    city: Type.Optional(Str(120)),
    post_code: Type.Optional(Str(20)),
    country: Type.Optional(Country()),
    company_name: Type.Optional(Str()),
    company_reg: Type.Optional(Str(60)),
    vat_no: Type.Optional(VatNo()),
    web_url: Type.Optional(Str()),
    role_id: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)])),
    status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)])),
    verified: Type.Optional(Type.Boolean()),
    permissions: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  },
  { additionalProperties: false },
);

/** Admin creates a staff (3) or admin (1) account; the person sets a password from the invitation e-mail. */
export const StaffCreate = Type.Object(
  {
    username: Type.String({ minLength: 3, maxLength: 60, pattern: USERNAME_PATTERN }),
    email: Type.String({ minLength: 3, maxLength: 190, pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' }),
    firstname: Type.Optional(Str(100)),
    lastname: Type.Optional(Str(100)),
    language: Type.Optional(Str(10)),
    role_id: Type.Union([Type.Literal(1), Type.Literal(3)]),
    /** Name of a PERMISSION_PRESETS entry; ignored for admins, who hold every permission. */
    preset: Type.Optional(Type.String({ maxLength: 40 })),
    /** Explicit tree; wins over the preset when both are given. */
    permissions: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  },
  { additionalProperties: false },
);
export type StaffCreate = Static<typeof StaffCreate>;
