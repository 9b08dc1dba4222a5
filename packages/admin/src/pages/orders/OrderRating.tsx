import type { OrderRatingsReply } from '@portal/contracts';
import { errorMessage } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Flex, Form, Input, List, Rate, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../platform/context';
import { orderKeys } from '../../queries/orders';
import { formatDate } from './shared';

const ratingsKey = (orderId: number) => [...orderKeys.one(orderId), 'order', 'ratings'] as const;

/**
 * Ratings of the order's delivered files. The customer rates the newest file once (a new delivery can be
 * rated again); staff read every rating with who delivered the file.
 */
export function OrderRating({ orderId, staff, files }: { orderId: number; staff: boolean; files: number }) {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm<{ stars: number; comment?: string }>();
  const ratings = useQuery({ queryKey: ratingsKey(orderId), queryFn: () => api.ratings.ofOrder(orderId) });
  const rate = useMutation({
    mutationFn: (v: { stars: number; comment?: string }) => api.ratings.rate(orderId, v),
    onSuccess: (res: OrderRatingsReply) => {
      qc.setQueryData(ratingsKey(orderId), res);
      message.success(t('ratings.thanks'));
    },
    onError: (err) => void message.error(errorMessage(err, t)),
  });
  const data = ratings.data;
  if (!data) return null;
  if (!staff && data.items.length === 0 && data.can_rate_revision === null) return null;

  return (
    <Card size="small" title={t('ratings.title')} data-testid="order-rating">
      {data.can_rate_revision !== null && !staff ? (
        <Form form={form} layout="vertical" onFinish={(v) => rate.mutate(v)} style={{ maxWidth: 560 }}>
          <Form.Item
            name="stars"
            // With one delivered file there is nothing to tell apart: no "file 1".
            label={
              files === 1 ? t('ratings.prompt_single') : t('ratings.prompt', { n: data.can_rate_revision })
            }
            rules={[{ required: true, message: t('ratings.stars_required') }]}
          >
            <Rate aria-label={t('ratings.stars')} />
          </Form.Item>
          <Form.Item name="comment" label={t('ratings.comment')}>
            <Input.TextArea rows={3} maxLength={2000} showCount />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={rate.isPending} data-testid="send-rating">
            {t('ratings.send')}
          </Button>
        </Form>
      ) : null}
      {data.items.length === 0 ? (
        staff ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ratings.none')} />
        ) : null
      ) : (
        <List
          dataSource={data.items}
          renderItem={(r) => (
            <List.Item key={r._id}>
              <Flex vertical gap={4}>
                <Flex gap="small" align="center" wrap>
                  <Rate disabled value={r.stars} aria-label={t('ratings.stars_value', { n: r.stars })} />
                  <Typography.Text type="secondary">
                    {files === 1 ? '' : `${t('ratings.file_n', { n: r.revision })} · `}
                    {formatDate(r.created_at, i18n.language)}
                  </Typography.Text>
                  {staff && r.staff_name !== undefined ? (
                    <Typography.Text type="secondary">
                      {r.staff_name
                        ? t('ratings.delivered_by', { name: r.staff_name })
                        : t('ratings.automatic')}
                    </Typography.Text>
                  ) : null}
                </Flex>
                {r.comment ? (
                  <Typography.Text>
                    <bdi>{r.comment}</bdi>
                  </Typography.Text>
                ) : null}
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
