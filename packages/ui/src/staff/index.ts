export { StaffApiProvider, useStaffApi } from './context.js';
export { DropZone } from './DropZone.js';
export type { OrderDetailsProps } from './OrderDetails.js';
export { OrderDetails } from './OrderDetails.js';
export { OrderMessages } from './OrderMessages.js';
export type { OrderQueueProps } from './OrderQueue.js';
export { OrderQueue } from './OrderQueue.js';
export {
  staffKeys,
  useChangeStatus,
  useOrderMessages,
  usePendingOrders,
  useSendMessage,
  useStaffCounts,
  useStaffEvents,
  useStaffOrder,
  useUploadReports,
  useUploads,
} from './queries.js';
export { StatusTag } from './StatusTag.js';
export type {
  OrderPage,
  OrderQuery,
  StaffApi,
  StaffCounts,
  StaffEvent,
  StaffOrder,
  StaffOrderMessage,
  UploadItem,
  UploadReport,
  UploadState,
} from './types.js';
export { STAFF_STATUSES } from './types.js';
export { UploadList } from './UploadList.js';
