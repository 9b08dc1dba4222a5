import type { UploadReport } from '@portal/ui';

/** The words of a report about a file that was not sent, in the main process's notice and on screen alike. */
export const reportKey = (reason: UploadReport['reason']) =>
  reason === 'unknown-order'
    ? 'desktop.report.unknown_order'
    : reason === 'unreadable'
      ? 'desktop.report.unreadable'
      : 'desktop.report.no_order_number';
