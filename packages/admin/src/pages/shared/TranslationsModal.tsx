import { DEFAULT_LOCALE, LOCALES, type Translatable } from '@portal/contracts';
import { LANGUAGE_NAMES } from '@portal/i18n';
import { errorMessage } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Col, Form, Input, Modal, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../platform/context';

type Texts = { name?: string; description?: string };

/**
 * A catalogue record's name (and description) in every language besides the default one, whose texts are
 * the record's own. Empty fields fall back to the default language on the customer's side.
 */
export function TranslationsModal({
  entity,
  id,
  name,
  withDescription,
  onClose,
}: {
  entity: Translatable;
  id: number;
  /** The default language's name, shown for reference. */
  name: string;
  withDescription: boolean;
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
  const save = useMutation({
    mutationFn: (values: Record<string, Texts>) => {
      // Every language is sent: an emptied field removes that language's text.
      const translations = Object.fromEntries(
        others.map((l) => [
          l,
          {
            name: values[l]?.name ?? '',
            ...(withDescription ? { description: values[l]?.description ?? '' } : {}),
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
          form={form}
          layout="vertical"
          initialValues={current.data.translations}
          onFinish={(v) => save.mutate(v)}
          style={{ maxHeight: '60vh', overflow: 'auto', paddingInlineEnd: 8 }}
        >
          {others.map((l) => (
            <Row key={l} gutter={8} align="top">
              <Col xs={24} md={withDescription ? 10 : 24}>
                <Form.Item name={[l, 'name']} label={LANGUAGE_NAMES[l]} style={{ marginBottom: 8 }}>
                  <Input id={`tr-${l}-name`} maxLength={190} placeholder={name} lang={l} />
                </Form.Item>
              </Col>
              {withDescription ? (
                <Col xs={24} md={14}>
                  <Form.Item
                    name={[l, 'description']}
                    label={t('catalogue_i18n.description')}
                    style={{ marginBottom: 8 }}
                  >
                    <Input.TextArea id={`tr-${l}-description`} rows={1} maxLength={5000} lang={l} />
                  </Form.Item>
                </Col>
              ) : null}
            </Row>
          ))}
        </Form>
      ) : (
        <Skeleton active />
      )}
    </Modal>
  );
}
