import { InboxOutlined, SendOutlined } from '@ant-design/icons';
import type { UploadProgress } from '@portal/api-client';
import { errorMessage, PageHeader } from '@portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import type { GetProp, UploadProps } from 'antd';
import { Alert, App, Button, Card, Flex, Input, Progress, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { uploadKeys } from '@portal/admin/shared';
import { UploadsTable } from '@portal/admin/shared';

const NOTE_MAX = 2000;

type RcFile = Parameters<GetProp<UploadProps, 'beforeUpload'>>[0];

/** Spec 2 `file_upload`: a customer sends files with a note to staff and sees what they sent before. */
export function FileUploadPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [files, setFiles] = useState<RcFile[]>([]);
  const [note, setNote] = useState('');
  const [progress, setProgress] = useState<UploadProgress | null>(null);

  const send = async () => {
    if (!files.length) {
      message.warning(t('orders.uploads.choose_first'));
      return;
    }
    setProgress({ loaded: 0, total: files.reduce((sum, f) => sum + f.size, 0) });
    try {
      await api.orders.uploads.send(files, note.trim() || undefined, setProgress);
      message.success(t('orders.uploads.sent'));
      setFiles([]);
      setNote('');
      void client.invalidateQueries({ queryKey: uploadKeys.all });
    } catch (err) {
      message.error(errorMessage(err, t));
    } finally {
      setProgress(null);
    }
  };

  return (
    <>
      <PageHeader title={t('orders.uploads.title')} />
      <Alert type="warning" showIcon data-testid="upload-notice" title={t('orders.uploads.notice')} />
      <Card style={{ margin: '16px 0' }}>
        <Flex vertical gap="middle">
          <Upload.Dragger
            multiple
            data-testid="upload-dragger"
            disabled={!!progress}
            fileList={files.map((f) => ({ uid: f.uid, name: f.name, size: f.size, status: 'done' as const }))}
            // Files stay in the page until "send": all of them go in one request with the note.
            beforeUpload={(file) => {
              setFiles((prev) => [...prev, file]);
              return false;
            }}
            onRemove={(removed) => setFiles((prev) => prev.filter((f) => f.uid !== removed.uid))}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('orders.uploads.drop')}</p>
            <p className="ant-upload-hint">{t('orders.uploads.drop_hint')}</p>
          </Upload.Dragger>
          <div>
            <Typography.Text>{t('orders.uploads.note')}</Typography.Text>
            <Input.TextArea
              id="upload-note"
              data-testid="upload-note"
              rows={3}
              maxLength={NOTE_MAX}
              showCount
              value={note}
              disabled={!!progress}
              placeholder={t('orders.uploads.note_placeholder')}
              onChange={(e) => setNote(e.target.value)}
            />
          </div>
          {progress ? (
            <Progress
              percent={progress.total ? Math.floor((progress.loaded / progress.total) * 100) : 0}
              data-testid="upload-progress"
            />
          ) : null}
          <div>
            <Button
              type="primary"
              icon={<SendOutlined />}
              loading={!!progress}
              disabled={!files.length}
              data-testid="upload-send"
              onClick={() => void send()}
            >
              {t('orders.uploads.send')}
            </Button>
          </div>
        </Flex>
      </Card>
      <Typography.Title level={4}>{t('orders.uploads.mine')}</Typography.Title>
      <UploadsTable />
    </>
  );
}
