import type {
  CaptchaReply,
  ForgotCheckReply,
  Message,
  PublicSiteData,
  Session,
  SignIn,
  SignUp,
  User,
} from '@portal/contracts';
import type { Static } from '@sinclair/typebox';
import type { Http } from '../http.js';

type Captcha = Static<typeof CaptchaReply>;
type ForgotCheck = Static<typeof ForgotCheckReply>;

export function authApi(http: Http) {
  /** Stores the tokens of a fresh session so that every later call carries them. */
  const keep = async (s: Session): Promise<Session> => {
    await http.tokens.setTokens({ access_token: s.access_token, refresh_token: s.refresh_token });
    return s;
  };
  return {
    signin: (body: SignIn) => http.post<Session>('/auth/signin', body).then(keep),
    /**
     * Answers the same whether or not the address already has an account, and opens no session: the account
     * is confirmed (and signed in) with the e-mailed code, `checkSignupCode`.
     */
    signup: (body: SignUp) => http.post<Message>('/auth/signup', body),
    sendSignupCode: (email: string) => http.post<Message>('/auth/send_signup_code', { email }),
    checkSignupCode: (email: string, code: string) =>
      http.post<Session>('/auth/check_signup_code', { email, code }).then(keep),
    /** Ends the session on the server (best effort) and forgets the local tokens. */
    async signout(): Promise<void> {
      const refresh_token = await http.tokens.getRefreshToken();
      try {
        if (refresh_token) await http.post<Message>('/auth/signout', { refresh_token });
      } finally {
        await http.tokens.clear();
      }
    },
    refreshUserData: () => http.get<{ user: User }>('/auth/refresh_user_data'),
    sendVerificationCode: () => http.get<Message>('/auth/send_verification_code'),
    checkVerificationCode: (code: string) =>
      http.post<{ user: User }>('/auth/check_verification_code', { code }),
    sendForgotPassCode: (email: string) => http.post<Message>('/auth/send_forgot_pass_code', { email }),
    checkForgotPassCode: (email: string, code: string) =>
      http.post<ForgotCheck>('/auth/check_forgot_pass_code', { email, code }),
    resetPassword: (token: string, password: string) =>
      http.post<Message>('/auth/reset_password', { token, password }),
    siteData: () => http.get<PublicSiteData>('/auth/get_site_data'),
    captcha: () => http.get<Captcha>('/auth/captcha'),
    /** Signs in as a dealer; the caller keeps the admin's own tokens if it wants to come back. */
    adminAutoLogin: (user_id: number) => http.post<Session>('/auth/admin_auto_login', { user_id }).then(keep),
    /** The cookie notice in `lang` (else the client's language, else English). */
    policies: (lang?: string) => http.get<{ cookie_text: string }>('/policies', lang ? { lang } : undefined),
  };
}
