import {
  OrderDetails,
  OrderQueue,
  UploadList,
  type UploadReport,
  useStaffEvents,
  useUploadReports,
} from '@portal/ui';
import { App, Button, Col, Flex, Layout, Row, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppState, DesktopBridge } from '../shared/bridge.js';
import type { SettingsPatch } from '../shared/settings.js';
import { SettingsDrawer } from './SettingsDrawer.js';

export interface WorkspaceProps {
  bridge: DesktopBridge;
  state: AppState;
  languages: Record<string, string>;
  onSettings: (patch: SettingsPatch) => Promise<void>;
  onSignOut: () => Promise<void>;
}

/** The tuner's day: the queue, the order at hand with its drop target, and the uploads on their way. */
export function Workspace({ bridge, state, languages, onSettings, onSignOut }: WorkspaceProps) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [selected, setSelected] = useState<number | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);

  useEffect(() => bridge.onOpenOrder(setSelected), [bridge]);
  useStaffEvents();
  useUploadReports(
    useCallback(
      (r: UploadReport) =>
        notification.warning({
          title: t('desktop.report.title'),
          description: t(
            r.reason === 'unknown-order' ? 'desktop.report.unknown_order' : 'desktop.report.no_order_number',
            {
              file: r.fileName,
              number: r.orderNumber ?? '',
            },
          ),
        }),
      [notification, t],
    ),
  );

  const user = state.user;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ paddingInline: 16, display: 'flex', alignItems: 'center' }}>
        <Flex justify="space-between" align="center" style={{ width: '100%' }}>
          <Typography.Text strong style={{ color: 'inherit', fontSize: 16 }}>
            {t('desktop.app_name')}
          </Typography.Text>
          <Flex gap="small" align="center">
            <span style={{ opacity: 0.8 }}>
              {user ? `${user.firstname} ${user.lastname}`.trim() || user.username : ''}
            </span>
            <Button onClick={() => setSettingsOpen(true)}>{t('desktop.settings.title')}</Button>
            <Button onClick={() => void onSignOut()}>{t('desktop.shell.sign_out')}</Button>
          </Flex>
        </Flex>
      </Layout.Header>
      <Layout.Content style={{ padding: 16 }}>
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={12}>
            <Flex vertical gap={16}>
              <OrderQueue selectedId={selected} onSelect={setSelected} />
              <UploadList onOpenOrder={setSelected} />
            </Flex>
          </Col>
          <Col xs={24} xl={12}>
            <OrderDetails
              orderId={selected}
              filesMode={state.platform === 'desktop' ? 'folder' : 'download'}
            />
          </Col>
        </Row>
      </Layout.Content>
      <SettingsDrawer
        open={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        bridge={bridge}
        state={state}
        languages={languages}
        onChange={onSettings}
      />
    </Layout>
  );
}
