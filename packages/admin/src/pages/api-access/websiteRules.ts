import { ApiAccessGrant, FONT_FAMILY_PATTERN, WebsiteOrigin, WidgetLook } from '@portal/contracts';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

// What the server takes, checked in the form first so that a wrong entry is named under the field. The
// customer's form and the staff dialog share it, as the server checks both against `WebsiteOrigin`.
// Hosts may have letters of any script (\p{L}), so the `u` flag, as the server's check has.
const WEBSITE = new RegExp(WebsiteOrigin.pattern ?? '', 'u');
const WEBSITE_LENGTH = WebsiteOrigin.maxLength ?? 190;
const WEBSITES_MAX = ApiAccessGrant.properties.website_url.maxItems ?? 20;
export const BASE_URL = new RegExp(WidgetLook.properties.base_url.pattern ?? '');
// The pattern has letters of any script (\p{L}), so it needs the `u` flag, as the server's check has.
const FONT_FAMILY = new RegExp(FONT_FAMILY_PATTERN, 'u');
/** The longest font list the widget's look takes. */
export const FONT_FAMILY_MAX = WidgetLook.properties.font_family.maxLength ?? 120;

/** The widget's font: a CSS font list the server takes (as for the site's font), named under the field. */
export const fontFamilyRules = (t: TFunction): FormRule[] => [
  { pattern: FONT_FAMILY, message: t('settings.font_family_invalid') },
];

/** The allowed websites: each a site's address (scheme and host, no path), at most `WEBSITES_MAX`. */
export const websiteRules = (t: TFunction): FormRule[] => [
  { required: true, message: t('validation.required') },
  {
    validator: async (_, value: string[] | undefined) => {
      const bad = (value ?? []).find((v) => v.length > WEBSITE_LENGTH || !WEBSITE.test(v));
      if (bad !== undefined) throw new Error(t('apiAccess.website_invalid', { value: bad }));
      if ((value ?? []).length > WEBSITES_MAX)
        throw new Error(t('apiAccess.websites_max', { max: WEBSITES_MAX }));
    },
  },
];
