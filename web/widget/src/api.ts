/** Calls to the public API with the publishable key; failures carry the API's error code. */
export class WidgetError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** The request field a validation failure is about, when the API names one. */
    readonly field = '',
  ) {
    super(message);
  }
}

/** `lang`: the widget's language, so the API answers in it rather than in the browser's. */
export function apiClient(base: string, key: string, lang: string) {
  async function call<T>(path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${base}/api/public/v1${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          'x-api-key': key,
          'accept-language': lang,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'omit',
      });
    } catch {
      // The browser hides the answer when the portal does not allow this origin.
      throw new WidgetError('NETWORK', '');
    }
    const data = (await res.json().catch(() => ({}))) as { code?: string; message?: string; field?: string };
    if (!res.ok) throw new WidgetError(data.code ?? 'ERROR', data.message ?? '', data.field ?? '');
    return data as T;
  }
  return { call };
}

export interface Option {
  _id: number;
  name: string;
}
export interface Stage {
  stage: number;
  hp: number;
  kw: number;
  torque: number;
  hp_gain: number | null;
  torque_gain: number | null;
  price: number | null;
}
export interface StagePrice {
  stage: number;
  price: number | null;
}
export interface Variant {
  _id: number;
  vehicle: string;
  stock_hp: number | null;
  stock_kw: number | null;
  stock_torque: number | null;
  currency: string;
  stages: Stage[];
}
export interface Look {
  primary_color: string;
  text_color: string;
  background_color: string;
  font_family: string;
  base_url: string;
}
export interface Config {
  look: Look;
  api_for: 'vehicle_statistics' | 'quotes' | 'both';
  captcha: boolean;
  currency: string;
}
