import { FileUpload } from '../../platform/FileUpload';
import { DeleteOutlined, UploadOutlined, UndoOutlined } from '@ant-design/icons';
import type { StoredImage } from '@portal/contracts';
import { Button, Flex, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { AuthImage } from './AuthImage';

export const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

/**
 * The pictures already stored (each can be marked for removal) and new files to add. Nothing is sent until
 * the surrounding form is saved.
 */
export function ImagePicker({
  id,
  stored,
  removed,
  onRemovedChange,
  files,
  onFilesChange,
}: {
  id: string;
  stored: StoredImage[];
  removed: number[];
  onRemovedChange: (ids: number[]) => void;
  files: UploadFile[];
  onFilesChange: (files: UploadFile[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap="small" data-testid={id}>
      {stored.length ? (
        <Flex wrap gap="small">
          {stored.map((img) => {
            const gone = removed.includes(img._id);
            return (
              <Flex
                key={img._id}
                vertical
                gap={4}
                align="center"
                data-testid="stored-image"
                style={{ opacity: gone ? 0.35 : 1 }}
              >
                <AuthImage url={img.url} alt={img.name} size={96} />
                <Button
                  size="small"
                  icon={gone ? <UndoOutlined /> : <DeleteOutlined />}
                  onClick={() =>
                    onRemovedChange(gone ? removed.filter((r) => r !== img._id) : [...removed, img._id])
                  }
                >
                  {gone ? t('catalogue.images.keep') : t('common.remove')}
                </Button>
              </Flex>
            );
          })}
        </Flex>
      ) : null}
      <FileUpload
        accept={IMAGE_TYPES}
        multiple
        listType="picture"
        fileList={files}
        beforeUpload={() => false}
        onChange={({ fileList }) => onFilesChange(fileList)}
      >
        <Button icon={<UploadOutlined />}>{t('catalogue.images.add')}</Button>
      </FileUpload>
    </Flex>
  );
}

/** The browser files behind an Upload list. */
export const filesOf = (list: UploadFile[]): File[] =>
  list.map((f) => f.originFileObj).filter((f): f is NonNullable<typeof f> => !!f);
