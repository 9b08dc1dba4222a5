import { type Static, Type } from '@sinclair/typebox';
import { LocaleSchema } from './content.js';
import { NewPassword, PersonName } from './text.js';
import { User, USERNAME_PATTERN } from './user.js';

export const CaptchaAnswer = Type.Object({
  captcha_id: Type.Optional(Type.String({ maxLength: 100 })),
  captcha: Type.Optional(Type.String({ maxLength: 20 })),
});

export const SignIn = Type.Composite([
  Type.Object({
    /** Username or e-mail. `email` and `username` are accepted as aliases. */
    login: Type.Optional(Type.String({ minLength: 1, maxLength: 190 })),
    email: Type.Optional(Type.String({ minLength: 1, maxLength: 190 })),
    username: Type.Optional(Type.String({ minLength: 1, maxLength: 190 })),
    password: Type.String({ minLength: 1, maxLength: 200 }),
  }),
  CaptchaAnswer,
]);
export type SignIn = Static<typeof SignIn>;

export const SignUp = Type.Composite([
  Type.Object({
    username: Type.String({ minLength: 3, maxLength: 60, pattern: USERNAME_PATTERN }),
    email: Type.String({ format: 'email', maxLength: 190 }),
    password: NewPassword,
    firstname: PersonName(100),
    lastname: PersonName(100),
    phone: Type.Optional(Type.String({ maxLength: 40 })),
    country: Type.Optional(
      Type.String({ maxLength: 2, description: "ISO 3166-1 alpha-2 code, or '' for none" }),
    ),
    company_name: Type.Optional(Type.String({ maxLength: 255 })),
    language: Type.Optional(LocaleSchema),
  }),
  CaptchaAnswer,
]);
export type SignUp = Static<typeof SignUp>;

export const Session = Type.Object({
  access_token: Type.String(),
  refresh_token: Type.String(),
  user: User,
});
export type Session = Static<typeof Session>;

export const RefreshTokenBody = Type.Object({
  refresh_token: Type.String({ minLength: 10, maxLength: 500 }),
});
export const RefreshTokenReply = Type.Object({ access_token: Type.String(), refresh_token: Type.String() });
export type RefreshTokenReply = Static<typeof RefreshTokenReply>;

export const CodeBody = Type.Object({ code: Type.String({ minLength: 4, maxLength: 12 }) });
export const EmailBody = Type.Object({ email: Type.String({ minLength: 3, maxLength: 190 }) });
export const ForgotCheckBody = Type.Object({
  email: Type.String({ minLength: 3, maxLength: 190 }),
  code: Type.String({ minLength: 4, maxLength: 12 }),
});
export const ForgotCheckReply = Type.Object({ status: Type.Literal('success'), token: Type.String() });
export const ResetPasswordBody = Type.Object({
  token: Type.String({ minLength: 10, maxLength: 200 }),
  password: NewPassword,
});
export const AutoLoginBody = Type.Object({ user_id: Type.Integer({ minimum: 1 }) });
export const CaptchaReply = Type.Object({ captcha_id: Type.String(), svg: Type.String() });
export const UserReply = Type.Object({ user: User });
/** An admin's edit of a user; `notified` when the edit approved the account and the person was e-mailed. */
export const UserUpdateReply = Type.Object({ user: User, notified: Type.Optional(Type.Boolean()) });
