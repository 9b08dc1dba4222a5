import { DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import { errorMessage } from '@portal/ui';
import { App, Button, Flex, Input, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '../../platform/FileUpload';
import { ServerImage } from '../../platform/ServerImage';
import { useApi } from '../../platform/context';

const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/**
 * The body of a staff message: plain text whose line breaks are kept, with simple HTML typed in (formatting
 * as in the shop's product descriptions, http(s) links, tables), and pictures uploaded here and put in at the
 * cursor. A picture taken out again is deleted on the server.
 */
export function MessageBodyField({
  id,
  value = '',
  onChange,
}: {
  /** Given by the surrounding Form.Item: the text box takes it, so that the field's label names the box. */
  id?: string;
  value?: string;
  onChange?: (v: string) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const { message } = App.useApp();
  const area = useRef<TextAreaRef>(null);
  const [pictures, setPictures] = useState<{ url: string; name: string; file: string }[]>([]);
  const [busy, setBusy] = useState(false);
  // The form was emptied after a send: the pictures belong to the sent message now.
  useEffect(() => {
    if (!value) setPictures([]);
  }, [value]);

  const add = async (file: File) => {
    setBusy(true);
    try {
      const up = await api.support.messages.uploadImage(file);
      const tag = `<img src="${up.url}">`;
      const el = area.current?.resizableTextArea?.textArea;
      const at = el ? el.selectionStart : value.length;
      onChange?.(`${value.slice(0, at)}${tag}${value.slice(at)}`);
      setPictures((list) => [...list, { ...up, file: file.name }]);
    } catch (err) {
      message.error(errorMessage(err, t));
    } finally {
      setBusy(false);
    }
  };
  const remove = async (p: { url: string; name: string }) => {
    try {
      await api.support.messages.removeImage(p.name);
    } catch (err) {
      message.error(errorMessage(err, t));
      return;
    }
    setPictures((list) => list.filter((x) => x.name !== p.name));
    onChange?.(
      value.replace(new RegExp(`<img[^>]*${p.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^>]*>`, 'g'), ''),
    );
  };

  return (
    <Flex vertical gap="small">
      <Input.TextArea
        id={id}
        ref={area}
        rows={6}
        maxLength={20000}
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        data-testid="bulk-message"
      />
      <Flex gap="small" wrap align="center">
        <FileUpload
          accept={IMAGE_ACCEPT}
          showUploadList={false}
          beforeUpload={(file) => {
            void add(file);
            return false;
          }}
        >
          <Button icon={<PictureOutlined />} loading={busy} data-testid="bulk-add-picture">
            {t('support.messages.add_picture')}
          </Button>
        </FileUpload>
        {pictures.map((p) => (
          <Flex key={p.name} gap={4} align="center" data-testid="bulk-picture">
            <ServerImage src={p.url} alt={p.file} style={{ height: 32, borderRadius: 4 }} />
            <Typography.Text type="secondary">{p.file}</Typography.Text>
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('common.delete')}
              onClick={() => void remove(p)}
            />
          </Flex>
        ))}
      </Flex>
    </Flex>
  );
}
