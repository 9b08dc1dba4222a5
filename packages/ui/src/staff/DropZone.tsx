import { App, Typography } from 'antd';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffApi } from './context.js';

/** Drop a file here to send it to the order as its modified file (it goes through the upload queue). */
export function DropZone({ orderId, number }: { orderId: number; number: string }) {
  const { t } = useTranslation();
  const api = useStaffApi();
  const { message } = App.useApp();
  const [over, setOver] = useState(false);

  const onDrop = async (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files[0];
    if (!file) return;
    try {
      await api.uploadFile(orderId, file);
      message.success(t('desktop.drop.queued', { file: file.name, number }));
    } catch (err) {
      message.error((err as Error).message || t('desktop.errors.unexpected'));
    }
  };

  return (
    <div
      data-testid="drop-zone"
      onDragOver={(e) => {
        e.preventDefault();
        e.dataTransfer.dropEffect = 'copy';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => void onDrop(e)}
      style={{
        border: `2px dashed ${over ? '#1677ff' : 'rgba(128,128,128,0.45)'}`,
        borderRadius: 8,
        padding: 20,
        textAlign: 'center',
        transition: 'border-color 0.2s',
      }}
    >
      <Typography.Paragraph strong style={{ margin: 0 }}>
        {t('desktop.drop.title')}
      </Typography.Paragraph>
      <Typography.Text type="secondary">{t('desktop.drop.hint')}</Typography.Text>
    </div>
  );
}
