import type { ApiKeys } from '@portal/contracts';
import { Alert, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** New keys in full: shown this once (only their hashes are kept), with copy buttons. */
export function KeysShownOnce({ keys, onClose }: { keys: ApiKeys | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={!!keys}
      title={t('apiAccess.keys.title')}
      onOk={onClose}
      onCancel={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <Alert type="warning" showIcon message={t('apiAccess.keys.once')} style={{ marginBottom: 16 }} />
      {keys?.publishable_key ? (
        <>
          <Typography.Text strong>{t('apiAccess.keys.publishable')}</Typography.Text>
          <Typography.Paragraph copyable code data-testid="publishable-key">
            {keys.publishable_key}
          </Typography.Paragraph>
        </>
      ) : null}
      {keys?.secret_key ? (
        <>
          <Typography.Text strong>{t('apiAccess.keys.secret')}</Typography.Text>
          <Typography.Paragraph copyable code data-testid="secret-key">
            {keys.secret_key}
          </Typography.Paragraph>
        </>
      ) : null}
    </Modal>
  );
}
