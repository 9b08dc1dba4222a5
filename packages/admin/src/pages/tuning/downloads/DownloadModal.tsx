import { FileUpload } from '../../../platform/FileUpload';
import { UploadOutlined } from '@ant-design/icons';
import type { FileLink } from '@portal/contracts';
import { AutoComplete, Button, Form, Input, Modal, Radio, Switch, type UploadFile } from 'antd';
import { LtrInput } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface DownloadFormResult {
  fields: { title: string; category: string; description: string; is_public: boolean; url?: string };
  file: File | null;
}

type Values = {
  title: string;
  category?: string;
  description?: string;
  is_public: boolean;
  source: 'file' | 'link';
  url?: string;
};

/** Add or change a download: an uploaded file or a link; `editing` undefined keeps the modal closed. */
export function DownloadModal({
  editing,
  categories,
  saving,
  onCancel,
  onSave,
}: {
  editing: FileLink | null | undefined;
  categories: string[];
  saving: boolean;
  onCancel: () => void;
  onSave: (v: DownloadFormResult) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const source = Form.useWatch('source', form);
  const hasFile = !!editing && !editing.url;
  const initial: Partial<Values> = editing
    ? {
        title: editing.title,
        category: editing.category,
        description: editing.description,
        is_public: editing.is_public,
        source: editing.url ? 'link' : 'file',
        url: editing.url ?? undefined,
      }
    : { is_public: false, source: 'file' };
  const close = () => {
    setFiles([]);
    onCancel();
  };
  return (
    <Modal
      open={editing !== undefined}
      destroyOnHidden
      title={editing ? t('tuning.downloads.edit') : t('tuning.downloads.add')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ 'data-testid': 'save-download' }}
      confirmLoading={saving}
      onCancel={close}
      onOk={() => form.submit()}
      afterClose={() => setFiles([])}
    >
      <Form<Values>
        scrollToFirstError={{ block: 'center', focus: true }}
        form={form}
        name="download"
        preserve={false}
        layout="vertical"
        initialValues={initial}
        onFinish={(v) => {
          const file = (files[0]?.originFileObj as File | undefined) ?? null;
          onSave({
            fields: {
              title: v.title.trim(),
              category: (v.category ?? '').trim(),
              description: v.description ?? '',
              is_public: !!v.is_public,
              ...(v.source === 'link' ? { url: (v.url ?? '').trim() } : {}),
            },
            file: v.source === 'file' ? file : null,
          });
        }}
      >
        <Form.Item
          name="title"
          label={t('tuning.downloads.title')}
          rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
        >
          <Input maxLength={190} />
        </Form.Item>
        <Form.Item name="category" label={t('tuning.downloads.category')}>
          <AutoComplete
            maxLength={100}
            options={categories.map((c) => ({ value: c }))}
            filterOption={(input, option) =>
              String(option?.value ?? '')
                .toLowerCase()
                .includes(input.toLowerCase())
            }
          />
        </Form.Item>
        <Form.Item name="description" label={t('tuning.description')}>
          <Input.TextArea rows={3} maxLength={5000} />
        </Form.Item>
        <Form.Item
          name="is_public"
          label={t('tuning.downloads.public')}
          tooltip={t('tuning.downloads.public_hint')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <Form.Item name="source" label={t('tuning.downloads.source')}>
          <Radio.Group
            options={[
              { value: 'file', label: t('tuning.downloads.file') },
              { value: 'link', label: t('tuning.downloads.link') },
            ]}
          />
        </Form.Item>
        {source === 'link' ? (
          <Form.Item
            name="url"
            label={t('tuning.downloads.url')}
            rules={[{ required: true, type: 'url', message: t('tuning.downloads.url_invalid') }]}
          >
            <LtrInput maxLength={1000} placeholder="https://" />
          </Form.Item>
        ) : (
          <Form.Item
            label={t('tuning.downloads.file')}
            extra={hasFile ? t('tuning.downloads.keep_file', { name: editing?.file_name ?? '' }) : undefined}
            required={!hasFile}
          >
            <FileUpload
              maxCount={1}
              fileList={files}
              beforeUpload={() => false}
              onChange={({ fileList }) => setFiles(fileList.slice(-1))}
            >
              <Button icon={<UploadOutlined />} data-testid="choose-download-file">
                {t('tuning.downloads.choose_file')}
              </Button>
            </FileUpload>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
