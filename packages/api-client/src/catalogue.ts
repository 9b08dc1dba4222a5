import type {
  ClosingDate,
  DfCode,
  DropdownReply,
  EcuAdblueLocation,
  EcuAdblueLocationBody,
  ImportReport,
  Message,
  OpenStatus,
  OpenTimes,
  OpenTimesUpdate,
  PCode,
  PriceListItem,
  PriceListItemInput,
  PriceListItemPatch,
  SpecialEcuBrand,
  Terms,
  TermsInput,
  VariantDetails,
  VariantDetailsBody,
  VehicleLevel,
  VehicleListQuery,
  VehicleNode,
} from '@portal/contracts';
import type { Http } from './http.js';
import type { Paged } from './endpoints/users.js';

/** The three fault-code lists share one route shape: /pcode, /dpcode (DF to P) and /bcode (Bosch). */
export type CodeListPath = 'pcode' | 'dpcode' | 'bcode';
export type CodeRow = PCode | DfCode;
export type CodeFields = { code: string; description: string; ecu?: string; p_code?: string };
export type TermsKind = TermsInput['kind'];

export interface PublicDealer {
  _id: number;
  company_name: string;
  firstname: string;
  lastname: string;
  city: string;
  country: string;
  phone: string;
  web_url: string;
  google_place_id: string;
}

export interface PagedQuery {
  page?: number;
  /** The `next` of the page before, on lists that answer one. */
  after?: string;
  size?: number;
  keyword?: string;
}

/** The file under `file`, as every CSV import expects it. */
const csvForm = (file: Blob) => {
  const form = new FormData();
  form.append('file', file, (file as File).name ?? 'import.csv');
  return form;
};

/** The vehicle levels as the ECU/AdBlue location calls name them (`manufacture`, not `manufacturer`). */
export type LocationVehicle = Pick<
  EcuAdblueLocationBody,
  'vtype' | 'manufacture' | 'vmodel' | 'generation' | 'variant'
>;

/** New pictures of a location, per kind. */
export interface LocationImages {
  ecu?: Blob[];
  adblue?: Blob[];
}

const appendFile = (form: FormData, field: string, file: Blob) =>
  form.append(field, file, (file as File).name ?? 'image');

/**
 * A multipart form from a JSON-shaped body: lists and objects as JSON text, null as an empty field (which
 * clears the value), undefined left out.
 */
function formOf(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (value === null) form.append(key, '');
    else if (typeof value === 'object') form.append(key, JSON.stringify(value));
    else form.append(key, String(value));
  }
  return form;
}

/** Vehicle database, tuning price list, fault codes, legal texts and opening hours. */
export function catalogueApi(http: Http) {
  return {
    vehicles: {
      list: (level: VehicleLevel, q: VehicleListQuery = {}) =>
        http.get<Paged<VehicleNode>>(`/vehicle/${level}`, { ...q }),
      /** Dropdown entries: `parent` is the id of the level above ('all' for types). */
      dropdown: (level: VehicleLevel, parent: number | 'all') =>
        http.get<DropdownReply>(`/vehicle/${level}/selected/${parent}`),
      create: (level: VehicleLevel, body: Record<string, unknown>) =>
        http.post<VehicleNode>(`/vehicle/${level}`, body),
      update: (level: VehicleLevel, id: number, body: Record<string, unknown>) =>
        http.put<VehicleNode>(`/vehicle/${level}/${id}`, body),
      remove: (level: VehicleLevel, id: number, cascade = false) =>
        http.request<Message>('DELETE', `/vehicle/${level}/${id}`, {
          query: { cascade: cascade || undefined },
        }),
      variant: (id: number) => http.get<{ variant: VariantDetails }>(`/vehicle/variant/${id}`),
      /** With `images` the call goes as multipart, which is how new pictures travel. */
      saveDetails: (id: number, body: VariantDetailsBody, images: Blob[] = []) => {
        if (!images.length) {
          return http.put<{ variant: VariantDetails }>(`/vehicle/variant/${id}/details`, body);
        }
        const form = formOf(body);
        for (const image of images) appendFile(form, 'images', image);
        return http.put<{ variant: VariantDetails }>(`/vehicle/variant/${id}/details`, form);
      },
      completed: (generation: number) =>
        http.get<{ items: VariantDetails[] }>(`/vehicle/variant/completed/${generation}`),
      importCsv: (file: Blob, skipInvalid = false) =>
        http.post<ImportReport>('/vehicle/import', csvForm(file), { skip_invalid: skipInvalid || undefined }),
      exportCsv: () => http.download('/vehicle/export'),
    },
    /**
     * A picture the API answers as a stored image `url` (variants, locations). It needs the access token,
     * so it is fetched like a download and shown from the blob.
     */
    image: (url: string) => http.download(url.replace(/^\/api(?=\/)/, '')),
    locations: {
      list: (q: PagedQuery & LocationVehicle) =>
        http.get<Paged<EcuAdblueLocation>>('/vehicle/ecu-adblue-locations', { ...q }),
      /** The most specific location recorded for the vehicle, or null. */
      forVehicle: (q: LocationVehicle) =>
        http.get<{ location: EcuAdblueLocation | null }>('/vehicle/one-ecu-adblue-location', { ...q }),
      get: (id: number) => http.get<EcuAdblueLocation>(`/vehicle/ecu-adblue-location/${id}`),
      /** Always multipart, so that pictures can travel with the fields. */
      save: (id: number | null, body: EcuAdblueLocationBody, images: LocationImages = {}) => {
        const form = formOf(body);
        for (const file of images.ecu ?? []) appendFile(form, 'ecu_location_images', file);
        for (const file of images.adblue ?? []) appendFile(form, 'adblue_location_images', file);
        return id
          ? http.put<EcuAdblueLocation>(`/vehicle/ecu-adblue-location/${id}`, form)
          : http.post<EcuAdblueLocation>('/vehicle/ecu-adblue-location', form);
      },
      remove: (id: number) => http.del<Message>(`/vehicle/ecu-adblue-location/${id}`),
    },
    codes: {
      lookup: (path: CodeListPath, keyword: string) =>
        http.get<{ items: CodeRow[] }>(`/${path}_single`, { keyword }),
      list: (path: CodeListPath, q: PagedQuery) => http.get<Paged<CodeRow>>(`/${path}_admin`, { ...q }),
      create: (path: CodeListPath, body: CodeFields) => http.post<CodeRow>(`/${path}`, body),
      update: (path: CodeListPath, id: number, body: Partial<CodeFields>) =>
        http.put<CodeRow>(`/${path}/${id}`, body),
      remove: (path: CodeListPath, id: number) => http.del<Message>(`/${path}/${id}`),
      importCsv: (path: CodeListPath, file: Blob, skipInvalid = false) =>
        http.post<ImportReport>(`/${path}/import`, csvForm(file), { skip_invalid: skipInvalid || undefined }),
    },
    priceList: {
      list: (q: PagedQuery & { make?: string; vehicle?: string }) =>
        http.get<Paged<PriceListItem>>('/price-list', { ...q }),
      create: (items: PriceListItemInput[]) =>
        http.post<{ items: PriceListItem[] }>('/price-list', { items }),
      patch: (items: PriceListItemPatch[]) =>
        http.patch<{ items: PriceListItem[] }>('/price-list', { items }),
      remove: (id: number) => http.del<Message>(`/price-list/${id}`),
    },
    terms: {
      /** One text per kind in `lang`, English where that language has none. */
      read: (kind: TermsKind, lang: string) => http.get<{ items: Terms[] }>('/terms', { kind, lang }),
      all: (q: { page?: number; size?: number; kind?: TermsKind; language?: string }) =>
        http.get<Paged<Terms>>('/terms_all', { ...q }),
      create: (body: TermsInput) => http.post<Terms>('/terms', body),
      update: (id: number, body: Partial<TermsInput>) => http.put<Terms>(`/terms/${id}`, body),
      remove: (id: number) => http.del<Message>(`/terms/${id}`),
    },
    ecuBrands: {
      list: (q: PagedQuery) => http.get<Paged<SpecialEcuBrand>>('/special-ecu-brands', { ...q }),
      save: (id: number | null, body: { name: string; description?: string }) =>
        id
          ? http.put<SpecialEcuBrand>(`/special-ecu-brands/${id}`, body)
          : http.post<SpecialEcuBrand>('/special-ecu-brands', body),
      remove: (id: number) => http.del<Message>(`/special-ecu-brands/${id}`),
    },
    /** Active dealers for the public dealer locator (a list: no map key is configured). */
    dealers: (q: PagedQuery) => http.get<Paged<PublicDealer>>('/dealers/with-google-place-id', { ...q }),
    hours: {
      get: () => http.get<OpenTimes>('/open_times'),
      save: (body: OpenTimesUpdate) => http.post<OpenTimes>('/open_times', body),
      status: () => http.get<OpenStatus>('/open_times/status'),
      closingDates: (q: { page?: number; size?: number; upcoming?: boolean }) =>
        http.get<Paged<ClosingDate>>('/closing-dates', { ...q }),
      addClosingDate: (body: { title?: string; date_from: string; date_to?: string }) =>
        http.post<ClosingDate>('/closing-dates', body),
      removeClosingDate: (id: number) => http.del<Message>(`/closing-dates/${id}`),
    },
  };
}
