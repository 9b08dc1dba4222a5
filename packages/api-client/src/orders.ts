import type {
  AutomationSolution,
  CreditBalance,
  DropdownReply,
  InAppNotification,
  Message,
  Order,
  OrderEventList,
  OrderMessage,
  OrderStatus,
  RegSearchReply,
  ServiceCatalogue,
  UploadedFile,
  VehicleLevel,
} from '@portal/contracts';
import { errorFromResponse } from './errors.js';
import type { Http, QueryValue } from './http.js';

export interface OrderListQuery {
  keyword?: string;
  status?: OrderStatus;
  page?: number;
  /** The `next` of the page before. */
  after?: string;
  size?: number;
}

export interface OrderPage {
  items: Order[];
  total: number;
  page: number;
  size: number;
  /** Where the following page starts (lists without a keyword). */
  next?: string;
  /** A keyword search found more orders than `total`. */
  total_capped?: boolean;
}

export interface UploadPage {
  items: UploadedFile[];
  total: number;
  page: number;
  size: number;
}

export interface NotificationPage {
  items: InAppNotification[];
  total: number;
  unread: number;
  page: number;
  size: number;
}

/** The order lists the server names; each answers the same paged shape. */
export type OrderListName =
  | 'user_orders'
  | 'pending_orders'
  | 'complete_orders'
  | 'automation_orders'
  | 'order'
  | 'agent_order'
  | 'agent_pending_orders'
  | 'agent_complete_orders'
  | 'agent_automation_orders';
export type OrderCountName =
  | 'pending_orders_count'
  | 'user_pending_orders_count'
  | 'warning_orders_count'
  | 'complete_orders_count'
  | 'cancelled_orders_count'
  | 'agent_pending_orders_count'
  | 'agent_complete_orders_count'
  | 'agent_warning_orders_count'
  | 'agent_on_hold_orders_count'
  | 'agent_progress_orders_count';

/** Customer orders live under /order..., agent orders under /agent_order... with the same shape. */
export type OrderKindName = 'order' | 'agent_order';

/** The text fields of POST /order; lists are sent as repeated fields. */
export type OrderFormFields = Record<string, QueryValue | readonly (string | number)[]>;

export interface UploadProgress {
  loaded: number;
  total: number;
}

/** The part of XMLHttpRequest used here, so that the package needs no DOM typings. */
interface XhrLike {
  status: number;
  responseText: string;
  upload: { onprogress: ((e: { loaded: number; total: number }) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: unknown): void;
}

function toForm(fields: OrderFormFields, files: Record<string, Blob | null | undefined>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) for (const item of v) form.append(k, String(item));
    else form.append(k, String(v));
  }
  // Files go last so that the server has read every text field before the large parts stream in.
  for (const [k, f] of Object.entries(files)) if (f) form.append(k, f, (f as File).name ?? k);
  return form;
}

/**
 * Multipart upload over XMLHttpRequest: fetch cannot report upload progress. A 401 refreshes the session
 * once through the shared client and sends again.
 */
async function sendWithProgress<T>(
  http: Http,
  method: string,
  path: string,
  form: FormData,
  onProgress?: (p: UploadProgress) => void,
  idempotencyKey?: string,
): Promise<T> {
  const Xhr = (globalThis as { XMLHttpRequest?: new () => XhrLike }).XMLHttpRequest;
  // Without XMLHttpRequest (Node, tests) the upload goes through fetch, without progress.
  if (!Xhr) return http.request<T>(method, path, { body: form, idempotencyKey });
  const attempt = async () => {
    const token = await http.tokens.getAccessToken();
    return new Promise<{ status: number; text: string }>((resolve, reject) => {
      const xhr = new Xhr();
      xhr.open(method, `/api${path}`);
      if (token) xhr.setRequestHeader('x-access-token', token);
      const language = http.language?.();
      if (language) xhr.setRequestHeader('accept-language', language);
      if (idempotencyKey) xhr.setRequestHeader('idempotency-key', idempotencyKey);
      xhr.upload.onprogress = (e) => onProgress?.({ loaded: e.loaded, total: e.total });
      xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
      xhr.onerror = () => reject(new Error('Network error'));
      xhr.send(form);
    });
  };
  let res = await attempt();
  if (res.status === 401 && (await http.refresh())) res = await attempt();
  if (res.status >= 200 && res.status < 300) return JSON.parse(res.text) as T;
  throw await errorFromResponse(new Response(res.text, { status: res.status }));
}

/** The calls on one order, its files and messages; the same for both kinds, only the paths differ. */
export function orderKindApi(http: Http, kind: OrderKindName) {
  const message = `${kind}_message`;
  return {
    get: (id: number) => http.get<{ order: Order }>(`/${kind}/${id}`),
    /** Status history, oldest first. */
    events: (id: number) => http.get<OrderEventList>(`/${kind}/${id}/events`),
    deliver: (id: number, file: Blob, note?: string, onProgress?: (p: UploadProgress) => void) =>
      sendWithProgress<{ order: Order }>(
        http,
        'PUT',
        `/${kind}/${id}/submit_order`,
        toForm({ note }, { modified_file: file }),
        onProgress,
      ),
    /** Staff withdraw revision n once a newer one replaces it (a partial file); customers stop seeing it. */
    withdrawRevision: (id: number, revision: number) =>
      http.put<{ order: Order }>(`/${kind}/${id}/revisions/${revision}/withdraw`),
    cancel: (id: number, reason: string) =>
      http.put<{ order: Order }>(`/${kind}/${id}/cancel_order`, { reason }),
    changeStatus: (id: number, status: OrderStatus, reason?: string) =>
      http.put<{ order: Order }>(`/${kind}/${id}/change_status`, { status, reason }),
    retryAutomation: (id: number) =>
      http.post<{ order: Order; matched: boolean }>(`/${kind}/${id}/automation_retry`),
    remove: (id: number) => http.del<Message>(`/${kind}/${id}`),
    downloadOriginal: (id: number) => http.download(`/${kind}/${id}/download_old_file`),
    downloadExtras: (id: number) => http.download(`/${kind}/${id}/download_extra_file`),
    /** The latest delivery, or an older `revision` (1 is the first delivery). */
    downloadModified: (id: number, revision?: number) =>
      http.download(`/${kind}/${id}/download_new_file`, { revision }),
    downloadIni: (id: number) => http.download(`/${kind}/${id}/download-ini`),
    messages: (id: number) => http.get<{ items: OrderMessage[] }>(`/${message}s/${id}`),
    sendMessage: (id: number, text: string, file?: Blob | null) =>
      http.post<{ message: OrderMessage }>(`/${message}/${id}`, toForm({ message: text }, { file })),
    removeMessage: (messageId: number) => http.del<Message>(`/${message}/${messageId}`),
    downloadMessageFile: (messageId: number) => http.download(`/${message}/${messageId}/download_file`),
  };
}

export type OrderKindApi = ReturnType<typeof orderKindApi>;

/** Files customers send to staff outside an order (spec 2 `file_upload`); 404 while the site flag is off. */
export function uploadsApi(http: Http) {
  return {
    /** Every file as its own `files` part, after the note. */
    send: (files: readonly Blob[], note?: string, onProgress?: (p: UploadProgress) => void) => {
      const form = toForm({ note }, {});
      for (const f of files) form.append('files', f, (f as File).name ?? 'file');
      return sendWithProgress<{ items: UploadedFile[] }>(http, 'POST', '/file_upload', form, onProgress);
    },
    /** Staff with the orders permission get everyone's files, customers their own. */
    list: (q: { page?: number; size?: number } = {}) => http.get<UploadPage>('/file_uploads', { ...q }),
    download: (id: number) => http.download(`/file_upload/${id}/download`),
    remove: (id: number) => http.del<Message>(`/file_upload/${id}`),
  };
}

/** Orders, their files and messages, the order form's look-ups and in-app notifications. */
export function ordersApi(http: Http) {
  return {
    ...orderKindApi(http, 'order'),
    /** The same calls on agent orders (admin sites only). */
    agent: orderKindApi(http, 'agent_order'),
    uploads: uploadsApi(http),
    list: (name: OrderListName, q: OrderListQuery = {}) => http.get<OrderPage>(`/${name}`, { ...q }),
    count: (name: OrderCountName) => http.get<{ count: number }>(`/${name}`),
    /** `idempotencyKey`: one per order form submission, so a resend holds the credits once (newIdempotencyKey). */
    submit: (
      fields: OrderFormFields,
      files: { original_file: Blob; extra_files?: Blob | null },
      onProgress?: (p: UploadProgress) => void,
      idempotencyKey?: string,
    ) =>
      sendWithProgress<{ order: Order }>(
        http,
        'POST',
        '/order',
        toForm(fields, files),
        onProgress,
        idempotencyKey,
      ),
    payLater: (orderID: number) => http.put<{ order: Order }>('/order/complete-later-payment', { orderID }),
    addSolution: (orderId: number) =>
      http.post<{ solution: AutomationSolution }>('/automation/solutions', { order_id: orderId }),
    catalogue: () => http.get<ServiceCatalogue>('/service_all'),
    dropdown: (level: VehicleLevel, filter: number | 'all') =>
      http.get<DropdownReply>(`/vehicle/${level}/selected/${filter}`),
    regSearch: (regno: string) =>
      http.get<RegSearchReply>(`/vehicle/reg_search/${encodeURIComponent(regno)}`),
    balance: () => http.get<{ credits: CreditBalance }>('/credits_balance_user'),
    notifications: (staff: boolean, q: { page?: number; size?: number } = {}) =>
      http.get<NotificationPage>(`/in-app-notification/${staff ? 'admin' : 'user'}`, { ...q }),
    markRead: (staff: boolean, ids?: number[]) =>
      http.patch<Message>(`/in-app-notification/${staff ? 'read-by-admin' : 'read-by-user'}`, {
        notifications: ids,
      }),
  };
}
