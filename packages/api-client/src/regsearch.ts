import type {
  DropdownReply,
  ImportReport,
  Message,
  RegEngineType,
  RegFinalViewReply,
  RegFuelType,
  RegListQuery,
  RegMake,
  RegModel,
  RegMonthlyClicksReply,
  RegPower,
  RegSearchHistoryItem,
  RegSearchResource,
  RegTotalClicksReply,
  RegTotalMakesReply,
  RegUvcFinal,
  RegVehicleFinal,
  RegVehicleMain,
  RegYear,
} from '@portal/contracts';
import type { Static } from '@sinclair/typebox';
import type { Paged } from './endpoints/users.js';
import type { Http } from './http.js';

/** The row each registration-search resource lists, creates and edits. */
export interface RegRows {
  vmake: Static<typeof RegMake>;
  models: Static<typeof RegModel>;
  'engine-type': Static<typeof RegEngineType>;
  years: Static<typeof RegYear>;
  powers: Static<typeof RegPower>;
  'fuel-types': Static<typeof RegFuelType>;
  'vehicle-finals': Static<typeof RegVehicleFinal>;
  'uvc-final': Static<typeof RegUvcFinal>;
  'vehicle-main': Static<typeof RegVehicleMain>;
}
export type RegRow = RegRows[RegSearchResource];
export type RegHistoryItem = Static<typeof RegSearchHistoryItem>;
export type RegHistoryQuery = { search?: string; user?: number; page?: number; size?: number };
export type RegFinalView = Static<typeof RegFinalViewReply>;
export type RegTotalClicks = Static<typeof RegTotalClicksReply>;
export type RegMonthlyClicks = Static<typeof RegMonthlyClicksReply>;
export type RegTotalMakes = Static<typeof RegTotalMakesReply>;

const csvForm = (file: Blob) => {
  const form = new FormData();
  form.append('file', file, (file as File).name ?? 'import.csv');
  return form;
};

/**
 * Registration search: the admin lists behind it, their CSV imports, search history and statistics.
 * The search itself is `orders.regSearch`, shared with the order form.
 */
export function regsearchApi(http: Http) {
  return {
    list: <R extends RegSearchResource>(resource: R, q: RegListQuery = {}) =>
      http.get<Paged<RegRows[R]>>(`/reg-search/${resource}`, { ...q }),
    create: <R extends RegSearchResource>(resource: R, body: Record<string, unknown>) =>
      http.post<RegRows[R]>(`/reg-search/${resource}`, body),
    update: <R extends RegSearchResource>(resource: R, id: number, body: Record<string, unknown>) =>
      http.put<RegRows[R]>(`/reg-search/${resource}/${id}`, body),
    remove: (resource: RegSearchResource, id: number) => http.del<Message>(`/reg-search/${resource}/${id}`),
    importCsv: (resource: RegSearchResource, file: Blob, skipInvalid = false) =>
      http.post<ImportReport>(`/reg-search/${resource}/import`, csvForm(file), {
        skip_invalid: skipInvalid || undefined,
      }),
    /** Every make ('all') or the models of one make. */
    dropdown: (make: number | 'all') => http.get<DropdownReply>(`/reg-search/makes/selected/${make}`),
    /** The makes that UVC records exist for. */
    recordMakes: () => http.get<DropdownReply>('/access/reg-search/makes/selected'),
    finalView: (regNo: string) =>
      http.get<RegFinalView>('/reg-search/vehicle-main/uvc-final', { vehicle_reg_no: regNo }),
    deleteAllUvc: () => http.del<Message & { deleted: number }>('/reg-search/uvc-final/all'),
    totalClicks: () => http.get<RegTotalClicks>('/reg-search/vehicle-main/total-clicks'),
    monthlyClicks: (months?: number) =>
      http.get<RegMonthlyClicks>('/reg-search/vehicle-main/monthly-clicks', { months }),
    totalMakes: () => http.get<RegTotalMakes>('/reg-search/uvc-final/total-makes'),
    history: (q: Omit<RegHistoryQuery, 'user'> = {}) =>
      http.get<Paged<RegHistoryItem>>('/reg-search/history', { ...q }),
    allHistory: (q: RegHistoryQuery = {}) =>
      http.get<Paged<RegHistoryItem>>('/reg-search/history/all', { ...q }),
  };
}
