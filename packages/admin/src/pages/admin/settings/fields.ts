import { SiteFlags, type Theme } from '@portal/contracts';

/** The on/off switches of the site, read from the contract so that a new flag appears here by itself. */
export const BOOLEAN_FLAGS: string[] = Object.entries(SiteFlags.properties)
  .filter(([, schema]) => (schema as { type?: string }).type === 'boolean')
  .map(([name]) => name);

/** Colours of the 'custom' theme, in the order they are edited. */
export const THEME_FIELDS: (keyof Theme)[] = [
  'header_top_color',
  'header_top_text_color',
  'header_bar_color',
  'header_bar_text_color',
  'left_bar_color',
  'left_bar_text_color',
  'body_bg_color',
  'card_bg_color',
  'card_text_color',
  'vehicle_bg_color',
  'vehicle_text_color',
  'order_upload_btn_bg_color',
];

export const NOTIFICATION_SWITCHES = [
  'email_on_new_order',
  'email_on_status_change',
  'email_on_new_ticket',
  'email_on_new_message',
  'email_on_new_account',
  'sms_on_status_change',
  'push_on_new_order',
] as const;
