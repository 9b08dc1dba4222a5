import { DEFAULT_LOCALE, LOCALES, type Translatable } from '@portal/contracts';
import { LANGUAGE_NAMES } from '@portal/i18n';
import { errorMessage } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Col, Form, Input, Modal, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../platform/context';

type Texts = {
  name?: string;
  short_description?: string;
  description?: string;
  local_time?: string;
  international_time?: string;
  extra_options?: Record<string, string>;
};
/** A shipping method's delivery times, labelled as in its own dialog. */
const SHIPPING_TIMES = ['local_time', 'international_time'] as const;

/**
 * A record's name (and descriptions) in every language besides the default one, whose texts are the
 * record's own. Empty fields fall back to the default language on the customer's side.
 */
export function TranslationsModal({
  entity,
  id,
  name,
  withName = true,
  withShortDescription = false,
  withDescription,
  withShippingTimes = false,
  extraOptions = [],
  onClose,
}: {
  entity: Translatable;
  id: number;
  /** The default language's name (or a fault code's code), shown for reference. */
  name: string;
  /** False for records whose name is the same in every language (fault codes). */
  withName?: boolean;
  /** Shop products: the line under the name in lists. */
  withShortDescription?: boolean;
  withDescription: boolean;
  /** Shipping methods: the local and international delivery times. */
  withShippingTimes?: boolean;
  /** Shop products: their extra options, each named per language under its key. */
  extraOptions?: { key: string; name: string }[];
  onClose: () => void;
}) {
  const api = useApi();
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const key = ['catalogue-translations', entity, id] as const;
  const current = useQuery({ queryKey: key, queryFn: () => api.translations.get(entity, id) });
  const [form] = Form.useForm<Record<string, Texts>>();
  const others = LOCALES.filter((l) => l !== DEFAULT_LOCALE);
  // A lone field takes the whole row.
  const extras = withDescription || withShortDescription || withShippingTimes;
  const span = (md: number) => (withName && extras ? md : 24);
  const save = useMutation({
    mutationFn: (values: Record<string, Texts>) => {
      // Every language is sent: an emptied field removes that language's text.
      const translations = Object.fromEntries(
        others.map((l) => [
          l,
          {
            ...(withName ? { name: values[l]?.name ?? '' } : {}),
            ...(withShortDescription ? { short_description: values[l]?.short_description ?? '' } : {}),
            ...(withDescription ? { description: values[l]?.description ?? '' } : {}),
            ...(withShippingTimes
              ? Object.fromEntries(SHIPPING_TIMES.map((f) => [f, values[l]?.[f] ?? '']))
              : {}),
            ...(extraOptions.length
              ? {
                  extra_options: Object.fromEntries(
                    extraOptions.map((o) => [o.key, values[l]?.extra_options?.[o.key] ?? '']),
                  ),
                }
              : {}),
          },
        ]),
      );
      return api.translations.save(entity, id, translations);
    },
    onSuccess: (res) => {
      qc.setQueryData(key, res);
      message.success(t('common.saved'));
      onClose();
    },
    onError: (err) => void message.error(errorMessage(err, t)),
  });

  return (
    <Modal
      open
      title={t('catalogue_i18n.title', { name })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: !current.data, 'data-testid': 'save-translations' } as never}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={720}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t('catalogue_i18n.help', { language: LANGUAGE_NAMES[DEFAULT_LOCALE] })}
      </Typography.Paragraph>
      {current.error ? <Alert type="error" showIcon title={errorMessage(current.error, t)} /> : null}
      {current.data ? (
        <Form
          scrollToFirstError={{ block: 'center', focus: true }}
          form={form}
          layout="vertical"
          initialValues={current.data.translations}
          onFinish={(v) => save.mutate(v)}
          style={{ maxHeight: '60vh', overflow: 'auto', paddingInlineEnd: 8 }}
        >
          {others.map((l) => (
            <Row key={l} gutter={8} align="top">
              {withName ? (
                <Col xs={24} md={span(extras ? 10 : 24)}>
                  <Form.Item name={[l, 'name']} label={LANGUAGE_NAMES[l]} style={{ marginBottom: 8 }}>
                    <Input id={`tr-${l}-name`} maxLength={190} placeholder={name} lang={l} />
                  </Form.Item>
                </Col>
              ) : null}
              {withShortDescription ? (
                <Col xs={24} md={span(withDescription ? 7 : 14)}>
                  <Form.Item
                    name={[l, 'short_description']}
                    label={t('shop.product.short_description')}
                    style={{ marginBottom: 8 }}
                  >
                    <Input.TextArea id={`tr-${l}-short_description`} rows={1} maxLength={500} lang={l} />
                  </Form.Item>
                </Col>
              ) : null}
              {withDescription ? (
                <Col xs={24} md={span(withShortDescription ? 7 : 14)}>
                  <Form.Item
                    name={[l, 'description']}
                    // Without a name field the language's name heads the row.
                    label={withName ? t('catalogue_i18n.description') : LANGUAGE_NAMES[l]}
                    style={{ marginBottom: 8 }}
                  >
                    <Input.TextArea id={`tr-${l}-description`} rows={1} maxLength={20000} lang={l} />
                  </Form.Item>
                </Col>
              ) : null}
              {withShippingTimes
                ? SHIPPING_TIMES.map((f) => (
                    <Col key={f} xs={24} md={7}>
                      <Form.Item name={[l, f]} label={t(`shop.shipping.${f}`)} style={{ marginBottom: 8 }}>
                        <Input id={`tr-${l}-${f}`} maxLength={100} lang={l} />
                      </Form.Item>
                    </Col>
                  ))
                : null}
              {extraOptions.map((o) => (
                <Col key={o.key} xs={24} md={8}>
                  <Form.Item
                    name={[l, 'extra_options', o.key]}
                    label={t('shop.product.option_in_language', { name: o.name })}
                    style={{ marginBottom: 8 }}
                  >
                    <Input id={`tr-${l}-option-${o.key}`} maxLength={100} placeholder={o.name} lang={l} />
                  </Form.Item>
                </Col>
              ))}
            </Row>
          ))}
        </Form>
      ) : (
        <Skeleton active />
      )}
    </Modal>
  );
}
