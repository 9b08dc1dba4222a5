import {
  OrderDetails,
  OrderQueue,
  UploadList,
  type UploadReport,
  useStaffEvents,
  useUploadReports,
} from '@portal/ui';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { App, Col, Flex, Row } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { reportKey } from '../shared/reportKey.js';

/** Search params of the work queue: the order at hand, so a notification or link can open it. */
export interface QueueSearch {
  order?: number;
}

export function queueSearch(raw: Record<string, unknown>): QueueSearch {
  const n = Number(raw.order);
  return Number.isInteger(n) && n > 0 ? { order: n } : {};
}

/**
 * The tuner's day, a page of the staff area only the app has: the queue, the order at hand with its drop
 * target for the modified file, and the uploads on their way.
 */
export function Workspace({ platform }: { platform: 'desktop' | 'web' }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const selected = (useSearch({ strict: false }) as QueueSearch).order ?? null;
  const select = useCallback(
    (order: number | null) => void navigate({ to: '/admin/desktop/queue', search: order ? { order } : {} }),
    [navigate],
  );

  useStaffEvents();
  useUploadReports(
    useCallback(
      (r: UploadReport) =>
        notification.warning({
          title: t('desktop.report.title'),
          description: t(reportKey(r.reason), { file: r.fileName, number: r.orderNumber ?? '' }),
        }),
      [notification, t],
    ),
  );

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <Flex vertical gap={16}>
          <OrderQueue selectedId={selected} onSelect={select} />
          <UploadList onOpenOrder={select} />
        </Flex>
      </Col>
      <Col xs={24} xl={12}>
        <OrderDetails orderId={selected} filesMode={platform === 'desktop' ? 'folder' : 'download'} />
      </Col>
    </Row>
  );
}
