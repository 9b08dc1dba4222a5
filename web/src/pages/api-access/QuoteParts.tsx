import type { ApiQuote } from '@portal/contracts';
import { formatDate, useSetQuoteStatus } from '@portal/admin/shared';
import { errorMessage } from '@portal/ui';
import { App, Button, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { quotePrice } from './quotePrice';

/** One line of a cell, cut with an ellipsis at `width` px and shown whole on hover. */
export function Line({ text, width, children }: { text: string; width: number; children?: ReactNode }) {
  return (
    <Typography.Text ellipsis={{ tooltip: text }} style={{ maxWidth: width }}>
      {children ?? text}
    </Typography.Text>
  );
}

/** The sender: name, e-mail and phone, one line each. */
export function Contact({ quote: q, width }: { quote: ApiQuote; width: number }) {
  return (
    <Flex vertical>
      <Line text={q.name} width={width}>
        <Typography.Text strong>{q.name}</Typography.Text>
      </Line>
      <Line text={q.email} width={width}>
        <a href={`mailto:${q.email}`}>{q.email}</a>
      </Line>
      {q.phone ? (
        <Line text={q.phone} width={width}>
          <a href={`tel:${q.phone}`} dir="ltr">
            {q.phone}
          </a>
        </Line>
      ) : null}
    </Flex>
  );
}

/** The vehicle with its registration under it. */
export function Vehicle({ quote: q, width }: { quote: ApiQuote; width: number }) {
  return (
    <Flex vertical>
      <Line text={q.vehicle} width={width} />
      {q.registration ? <Typography.Text type="secondary">{q.registration}</Typography.Text> : null}
    </Flex>
  );
}

/** The dealer's price with the stage it is for under it. */
export function Price({ quote: q }: { quote: ApiQuote }) {
  const { t, i18n } = useTranslation();
  return (
    <Flex vertical style={{ whiteSpace: 'nowrap' }}>
      <span>{quotePrice(q.price, q.currency, i18n.language)}</span>
      {q.stage ? (
        <Typography.Text type="secondary">
          {t('apiAccess.quotes.stage')}: {q.stage}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

export const received = (q: ApiQuote, language: string) => formatDate(q.created_at, language);

/** The status and the button that changes it. */
export function QuoteStatus({ quote: q }: { quote: ApiQuote }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const setStatus = useSetQuoteStatus();
  return (
    <Flex vertical align="start" gap={4}>
      <Tag color={q.status === 'new' ? 'blue' : 'default'}>{t(`apiAccess.quotes.states.${q.status}`)}</Tag>
      <Button
        size="small"
        data-testid="quote-action"
        onClick={() =>
          setStatus.mutate(
            { id: q._id, status: q.status === 'new' ? 'answered' : 'new' },
            { onError: (err) => void message.error(errorMessage(err, t)) },
          )
        }
      >
        {q.status === 'new' ? t('apiAccess.quotes.mark_answered') : t('apiAccess.quotes.mark_new')}
      </Button>
    </Flex>
  );
}
