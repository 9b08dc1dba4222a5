/**
 * What the staff screens need from the outside world. The desktop app implements it over IPC (its main
 * process talks to the server and owns the work folder); the web admin can implement it over the API client.
 * The screens never import a transport themselves.
 */

/** An order as the staff screens show it; each client maps the server's answer to this. */
export interface StaffOrder {
  _id: number;
  /** The number a person reads and types (equal to `_id` unless the server numbers orders separately). */
  number: string;
  reg_no: string;
  status: string;
  customer: string;
  vehicle: string;
  ecu: string;
  tool: string;
  services: string[];
  comment: string;
  time_frame: string;
  credits: number | null;
  original_file: string | null;
  modified_file: string | null;
  created_at: string | null;
}

export interface StaffOrderMessage {
  _id: number;
  from: string;
  /** True when a member of staff wrote it. */
  staff: boolean;
  text: string;
  created_at: string | null;
}

export interface StaffCounts {
  pending: number;
  [name: string]: number;
}

export type UploadState = 'waiting' | 'asking' | 'uploading' | 'retrying' | 'delivered' | 'failed';

/** One modified file on its way to an order. */
export interface UploadItem {
  id: string;
  orderId: number;
  fileName: string;
  size: number;
  state: UploadState;
  /** 0..1 while uploading. */
  progress: number;
  attempts: number;
  /** Why it failed or why it is waiting, written for a person. */
  error: string | null;
  nextAttemptAt: number | null;
  createdAt: number;
}

/** A file the app noticed but could not match to an order. */
export interface UploadReport {
  id: string;
  fileName: string;
  reason: 'unknown-order' | 'no-order-number' | 'unreadable';
  orderNumber: string | null;
  at: number;
}

/** Live events pushed by the server (see the realtime plugin), passed through as they come. */
export interface StaffEvent {
  type: string;
  [key: string]: unknown;
}

export interface OrderQuery {
  keyword?: string;
  page?: number;
  size?: number;
}

export interface OrderPage {
  orders: StaffOrder[];
  count: number;
}

export interface StaffApi {
  listPendingOrders(query: OrderQuery): Promise<OrderPage>;
  getOrder(id: number): Promise<StaffOrder>;
  getCounts(): Promise<StaffCounts>;
  changeStatus(id: number, status: string): Promise<void>;
  listMessages(id: number): Promise<StaffOrderMessage[]>;
  sendMessage(id: number, text: string): Promise<void>;
  /** Queues a dropped file as the modified file of the order; progress arrives through `onUploads`. */
  uploadFile(orderId: number, file: File): Promise<void>;
  /** Puts the original and its INI where the tuning tool can open them (desktop) or downloads them (web). */
  openOrderFiles(id: number): Promise<void>;
  listUploads(): Promise<UploadItem[]>;
  retryUpload(id: string): Promise<void>;
  /** Confirms (or drops) a file that waits for one click because automatic upload is off. */
  answerUpload(id: string, upload: boolean): Promise<void>;
  onUploads(listener: (items: UploadItem[]) => void): () => void;
  onReport(listener: (report: UploadReport) => void): () => void;
  onEvent(listener: (event: StaffEvent) => void): () => void;
}

/** Statuses staff can set by hand; delivering happens through the upload of the modified file. */
export const STAFF_STATUSES = [
  'pending',
  'in_progress',
  'on_hold',
  'issue_reported',
  'completed',
  'cancelled',
] as const;
