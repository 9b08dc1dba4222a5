import { ApiAccessGrant, WebsiteOrigin, WidgetLook } from '@portal/contracts';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

// What the server takes, checked in the form first so that a wrong entry is named under the field. The
// customer's form and the staff dialog share it, as the server checks both against `WebsiteOrigin`.
const WEBSITE = new RegExp(WebsiteOrigin.pattern ?? '');
const WEBSITE_LENGTH = WebsiteOrigin.maxLength ?? 190;
const WEBSITES_MAX = ApiAccessGrant.properties.website_url.maxItems ?? 20;
export const BASE_URL = new RegExp(WidgetLook.properties.base_url.pattern ?? '');

/** The allowed websites: each a site's address (scheme and host, no path), at most `WEBSITES_MAX`. */
export const websiteRules = (t: TFunction): FormRule[] => [
  { required: true },
  {
    validator: async (_, value: string[] | undefined) => {
      const bad = (value ?? []).find((v) => v.length > WEBSITE_LENGTH || !WEBSITE.test(v));
      if (bad !== undefined) throw new Error(t('apiAccess.website_invalid', { value: bad }));
      if ((value ?? []).length > WEBSITES_MAX)
        throw new Error(t('apiAccess.websites_max', { max: WEBSITES_MAX }));
    },
  },
];
