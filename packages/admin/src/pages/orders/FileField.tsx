import { FileUpload } from '../../platform/FileUpload';
import { UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** A single file kept in the form (not uploaded on its own): the order is sent as one multipart request. */
export function FileField({
  value,
  onChange,
  accept,
  testId,
}: {
  value?: File;
  onChange?: (f: File | undefined) => void;
  accept?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <FileUpload
      accept={accept}
      maxCount={1}
      fileList={value ? [{ uid: '1', name: value.name, size: value.size, status: 'done' }] : []}
      beforeUpload={(file) => {
        onChange?.(file);
        return false;
      }}
      onRemove={() => onChange?.(undefined)}
    >
      <Button icon={<UploadOutlined />} data-testid={testId}>
        {t('orders.form.choose_file')}
      </Button>
    </FileUpload>
  );
}
