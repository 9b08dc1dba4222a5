import { Button, Empty, Flex, Input, List, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderMessages, useSendMessage } from './queries.js';

/** The conversation with the customer about one order. */
export function OrderMessages({ orderId }: { orderId: number }) {
  const { t, i18n } = useTranslation();
  const { data = [], isLoading } = useOrderMessages(orderId);
  const send = useSendMessage(orderId);
  const [text, setText] = useState('');

  return (
    <div>
      {data.length === 0 && !isLoading ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('desktop.messages.empty')} />
      ) : (
        <List
          size="small"
          loading={isLoading}
          dataSource={data}
          renderItem={(m) => (
            <List.Item key={m._id}>
              <List.Item.Meta
                title={
                  <Flex gap="small" align="center">
                    <span>{m.from}</span>
                    {m.staff ? <Tag>{t('desktop.messages.staff')}</Tag> : null}
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {m.created_at ? new Date(m.created_at).toLocaleString(i18n.language) : ''}
                    </Typography.Text>
                  </Flex>
                }
                description={
                  <span dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                    {m.text}
                  </span>
                }
              />
            </List.Item>
          )}
        />
      )}
      <Flex gap="small" style={{ marginTop: 8 }}>
        <Input.TextArea
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoSize={{ minRows: 1, maxRows: 4 }}
          placeholder={t('desktop.messages.placeholder')}
          maxLength={5000}
        />
        <Button
          type="primary"
          loading={send.isPending}
          disabled={!text.trim()}
          onClick={() => send.mutate(text.trim(), { onSuccess: () => setText('') })}
        >
          {t('desktop.messages.send')}
        </Button>
      </Flex>
    </div>
  );
}
