import type { TermsKind } from '@portal/api-client';
import { LOCALES, TERMS_KINDS } from '@portal/contracts';
import { LANGUAGE_NAMES } from '@portal/i18n';
import { PageHeader, useConfirmDelete } from '@portal/ui';
import { Button, Card, Form, Input, Segmented, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../platform/context';
import { catalogueKeys, useAllTerms } from '../../../queries/catalogue';
import { useCatalogueMutation } from '../useCatalogueMutation';

type Values = { title: string; content: string };

/** One editor per kind and language; a language without its own text falls back to English for readers. */
export function TermsAdminPage() {
  const api = useApi();
  const { t } = useTranslation();
  const [kind, setKind] = useState<TermsKind>('terms_and_conditions');
  const [language, setLanguage] = useState<string>('en');
  const [form] = Form.useForm<Values>();
  const all = useAllTerms(kind);
  const current = all.data?.items.find((x) => x.language === language) ?? null;
  const confirmDelete = useConfirmDelete();
  const { terms } = api.catalogue;
  const save = useCatalogueMutation(catalogueKeys.terms, (v: Values) =>
    current
      ? terms.update(current._id, v)
      : terms.create({ ...v, kind, language: language as (typeof LOCALES)[number] }),
  );
  const remove = useCatalogueMutation(catalogueKeys.terms, (id: number) => terms.remove(id));

  useEffect(() => {
    form.setFieldsValue({ title: current?.title ?? '', content: current?.content ?? '' });
  }, [current, form]);

  return (
    <>
      <PageHeader
        title={t('catalogue.menu.terms')}
        extra={
          <Select
            aria-label={t('common.language')}
            value={language}
            onChange={setLanguage}
            showSearch={{ optionFilterProp: 'label' }}
            style={{ minWidth: 160 }}
            options={LOCALES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
          />
        }
      />
      <Segmented
        style={{ marginBottom: 16 }}
        value={kind}
        onChange={(v) => setKind(v as TermsKind)}
        options={TERMS_KINDS.map((k) => ({ value: k, label: t(`catalogue.terms.kinds.${k}`) }))}
      />
      <Card loading={all.isPending}>
        <Form form={form} layout="vertical" onFinish={(v) => save.mutate(v)}>
          <Form.Item
            name="title"
            label={t('catalogue.terms.title')}
            rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
          >
            <Input maxLength={190} />
          </Form.Item>
          <Form.Item
            name="content"
            label={t('catalogue.terms.content')}
            extra={t('catalogue.terms.content_help')}
            rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
          >
            <Input.TextArea rows={18} />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
            {current ? (
              <Button danger onClick={() => confirmDelete(() => remove.mutateAsync(current._id))}>
                {t('common.delete')}
              </Button>
            ) : null}
          </Space>
        </Form>
      </Card>
    </>
  );
}
