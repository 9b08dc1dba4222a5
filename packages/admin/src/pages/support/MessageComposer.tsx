import type { MessageSend } from '@portal/contracts';
import { errorMessage } from '@portal/ui';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Form, Input, Radio, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../platform/context';
import { CountrySelect } from '../../lib/CountrySelect';
import { countryName } from '../../lib/countries';
import { MessageBodyField } from './MessageBodyField';
import { RecipientPicker } from './RecipientPicker';

/** How a message goes out: in the portal, by e-mail, SMS, e-mail and SMS, or as a browser notification. */
export type MessageChannel = 'app' | 'email' | 'sms' | 'both' | 'push';

interface Values {
  subject: string;
  message: string;
  audience: 'customers' | 'agents' | 'selected';
  user_ids?: number[];
  country?: string;
  channel: MessageChannel;
}

/** `C`: the ways the caller's send call takes, so that it needs no cast. */
export interface MessageComposerProps<C extends MessageChannel> {
  /** The ways offered, in order (SMS only where it can go out now). */
  channels: readonly C[];
  /** Chosen at start, and again when the chosen way stops being offered; the first offered if not given. */
  defaultChannel?: C;
  /** Ways shown but not choosable now (e.g. e-mail without an e-mail server); `channelsHint` says why. */
  unavailable?: readonly C[];
  /** Under the ways, e.g. why SMS is not offered. */
  channelsHint?: React.ReactNode;
  send(channel: C, body: MessageSend): Promise<{ message: string }>;
  onSent?(): void;
}

/**
 * A message to all customers or all agents (optionally of one country), or to customers chosen one by one.
 * Every send asks first, naming the recipients and, for all customers or all agents, how many they are now
 * (counted as the send picks them), since a send to everyone cannot be called back; nothing is offered to
 * send when nobody matches.
 */
export function MessageComposer<C extends MessageChannel>({
  channels,
  defaultChannel,
  unavailable = [],
  channelsHint,
  send,
  onSent,
}: MessageComposerProps<C>) {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const audience = Form.useWatch('audience', form);
  const channel = Form.useWatch('channel', form);
  const [counting, setCounting] = useState(false);
  const number = new Intl.NumberFormat(i18n.language);
  const usable = channels.filter((c) => !unavailable.includes(c));
  const offered: readonly MessageChannel[] = usable;
  const initial = defaultChannel && usable.includes(defaultChannel) ? defaultChannel : usable[0];
  useEffect(() => {
    if (channel && !offered.includes(channel)) form.setFieldValue('channel', initial);
  }, [offered, channel, form, initial]);
  const sending = useMutation({
    // The form only offers `channels`, so its choice is one of them.
    mutationFn: ({ channel, ...v }: Values) =>
      send(
        channel as C,
        {
          subject: v.subject,
          message: v.message,
          audience: v.audience,
          ...(v.audience === 'selected'
            ? { user_ids: v.user_ids ?? [] }
            : v.country
              ? { country: v.country.toUpperCase() }
              : {}),
        } as MessageSend,
      ),
    onSuccess: (res) => {
      message.success(res.message);
      form.resetFields(['subject', 'message', 'user_ids']);
      onSent?.();
    },
    onError: (err) => void message.error(errorMessage(err, t)),
  });
  /** How many a send to everyone reaches now; null when it cannot be told (the dialog then names the audience only). */
  const countRecipients = async (v: Values): Promise<number | null> => {
    if (v.audience === 'selected') return v.user_ids?.length ?? 0;
    setCounting(true);
    try {
      const res = await api.support.messages.recipientCount({
        audience: v.audience,
        ...(v.country ? { country: v.country.toUpperCase() } : {}),
      });
      return res.count;
    } catch {
      return null;
    } finally {
      setCounting(false);
    }
  };
  /** Nothing goes out before the sender has seen who gets it, how many they are, and how. */
  const confirmSend = async (v: Values) => {
    const n = await countRecipients(v);
    const audienceName = t(
      v.audience === 'agents' ? 'support.messages.all_agents' : 'support.messages.all_customers',
    );
    const recipients =
      v.audience === 'selected'
        ? t('support.messages.confirm_chosen', { n: number.format(n ?? 0) })
        : n === null
          ? t('support.messages.confirm_recipients', { audience: audienceName })
          : t('support.messages.confirm_counted', { audience: audienceName, n: number.format(n) });
    modal.confirm({
      title: t('support.messages.confirm_title'),
      content: (
        <div data-testid="bulk-confirm">
          <Typography.Paragraph
            strong
            style={{ marginBottom: 4 }}
            data-testid="bulk-confirm-recipients"
            data-count={n ?? undefined}
          >
            {recipients}
          </Typography.Paragraph>
          {n === 0 ? (
            <Typography.Paragraph type="danger" style={{ marginBottom: 4 }} data-testid="bulk-confirm-none">
              {t('support.messages.confirm_none')}
            </Typography.Paragraph>
          ) : null}
          {v.audience !== 'selected' && v.country ? (
            <Typography.Paragraph style={{ marginBottom: 4 }}>
              {t('support.messages.confirm_country', { country: countryName(v.country, i18n.language) })}
            </Typography.Paragraph>
          ) : null}
          <Typography.Paragraph style={{ marginBottom: 4 }}>
            {t('support.messages.confirm_channel', { channel: t(`support.messages.channel_${v.channel}`) })}
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {t('support.messages.confirm_now')}
          </Typography.Paragraph>
        </div>
      ),
      okText: t('support.ticket.send'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'bulk-confirm-send', disabled: n === 0 },
      cancelButtonProps: { 'data-testid': 'bulk-confirm-cancel' },
      onOk: () => void sending.mutate(v),
    });
  };
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{ audience: 'customers', channel: initial }}
      onFinish={(v) => void confirmSend(v)}
      style={{ maxWidth: 720 }}
    >
      <Form.Item name="audience" label={t('support.messages.audience')}>
        <Select
          options={[
            { value: 'customers', label: t('support.messages.all_customers') },
            { value: 'agents', label: t('support.messages.all_agents') },
            { value: 'selected', label: t('support.messages.chosen_customers') },
          ]}
          data-testid="bulk-audience"
        />
      </Form.Item>
      {audience === 'selected' ? (
        <Form.Item
          name="user_ids"
          label={t('support.messages.customers')}
          rules={[{ required: true, type: 'array', min: 1, message: t('support.messages.pick_customers') }]}
        >
          <RecipientPicker />
        </Form.Item>
      ) : (
        <Form.Item name="country" label={t('support.messages.country')}>
          <CountrySelect />
        </Form.Item>
      )}
      <Form.Item name="channel" label={t('support.messages.channel')} extra={channelsHint}>
        <Radio.Group data-testid="bulk-channel">
          {channels.map((c) => (
            <Radio key={c} value={c} disabled={unavailable.includes(c)}>
              {t(`support.messages.channel_${c}`)}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item
        name="subject"
        label={t('support.ticket.subject')}
        rules={[{ required: true, whitespace: true, message: t('validation.required') }, { max: 200 }]}
      >
        <Input maxLength={200} data-testid="bulk-subject" />
      </Form.Item>
      <Form.Item
        name="message"
        label={t('support.ticket.message')}
        extra={t('support.messages.format_help')}
        rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
      >
        <MessageBodyField />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        loading={sending.isPending || counting}
        data-testid="bulk-send"
      >
        {t('support.ticket.send')}
      </Button>
    </Form>
  );
}
