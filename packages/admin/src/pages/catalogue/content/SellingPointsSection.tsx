import type { WhyChooseUs } from '@portal/contracts';
import { errorMessage, ListEditModal, useListPage } from '@portal/ui';
import { Alert, Form, Input, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../platform/context';
import { contentKeys, useSellingPoints } from '../../../queries/content';
import { LanguagesButton } from '../../shared/LanguagesButton';
import { TranslationsModal } from '../../shared/TranslationsModal';
import { MoveButtons } from '../../tuning/MoveButtons';
import { useCatalogueMutation } from '../useCatalogueMutation';
import { iconAndVisibilityColumns } from './contentColumns';
import { ContentRowActions, IconAndVisibilityFields } from './contentParts';
import { SectionBar } from './SectionBar';

type Values = { title: string; description: string; icon: string; active: boolean };

/** The "why choose us" selling points of the operator's home page, in their hand-sorted order. */
export function SellingPointsSection() {
  const api = useApi();
  const { t } = useTranslation();
  const list = useSellingPoints();
  const items = list.data?.items ?? [];
  const [languages, setLanguages] = useState<WhyChooseUs | null>(null);
  const calls = api.content.whyChooseUs;
  const state = useListPage<WhyChooseUs, Values>({
    invalidate: contentKeys.whyChooseUs,
    save: (v, row) => {
      const body = {
        title: v.title,
        description: v.description ?? '',
        icon: v.icon?.trim() ?? '',
        active: v.active,
      };
      return row ? calls.update(row._id, body) : calls.create(body);
    },
    remove: (row) => calls.remove(row._id),
    toForm: (row) => ({ title: row.title, description: row.description, icon: row.icon, active: row.active }),
    blank: { description: '', icon: '', active: true },
  });
  const move = useCatalogueMutation(contentKeys.whyChooseUs, (v: { id: number; position: number }) =>
    calls.move(v.id, v.position),
  );

  return (
    <>
      <SectionBar
        total={list.data?.items.length}
        addLabel={t('catalogue.site_content.add_point')}
        onAdd={state.openCreate}
        testId="add-why-choose-us"
      />
      {list.error ? (
        <Alert type="error" showIcon title={errorMessage(list.error, t)} style={{ marginBottom: 16 }} />
      ) : null}
      <Table<WhyChooseUs>
        rowKey="_id"
        data-testid="why-choose-us-table"
        loading={list.isFetching}
        dataSource={items}
        pagination={false}
        scroll={{ x: 800 }}
        columns={[
          {
            key: 'order',
            title: t('tuning.order.title'),
            width: 90,
            render: (_, row, index) => (
              <MoveButtons
                index={index + 1}
                count={items.length}
                disabled={false}
                busy={move.isPending}
                testId={`why-choose-us-${row._id}`}
                onMove={(position) => move.mutate({ id: row._id, position })}
              />
            ),
          },
          {
            key: 'title',
            title: t('catalogue.site_content.title'),
            render: (_, row) => (
              <>
                <Typography.Text strong>{row.title}</Typography.Text>
                {row.description ? (
                  <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
                    {row.description}
                  </Typography.Paragraph>
                ) : null}
              </>
            ),
          },
          ...iconAndVisibilityColumns<WhyChooseUs>(t),
          {
            key: 'actions',
            title: t('common.actions'),
            width: 260,
            render: (_, row) => (
              <ContentRowActions
                testId={`why-choose-us-${row._id}`}
                onEdit={() => state.openEdit(row)}
                onDelete={() => state.confirmRemove(row)}
              >
                <LanguagesButton
                  testId={`languages-why-choose-us-${row._id}`}
                  onClick={() => setLanguages(row)}
                />
              </ContentRowActions>
            ),
          },
        ]}
      />
      <ListEditModal
        state={state}
        title={t(state.editing ? 'catalogue.site_content.edit_point' : 'catalogue.site_content.add_point')}
        formName="why_choose_us"
        testId="save-why-choose-us"
      >
        <Form.Item
          name="title"
          label={t('catalogue.site_content.title')}
          rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
        >
          <Input maxLength={190} />
        </Form.Item>
        <Form.Item name="description" label={t('catalogue.site_content.description')}>
          <Input.TextArea rows={4} maxLength={2000} />
        </Form.Item>
        <IconAndVisibilityFields iconHelp={t('catalogue.site_content.icon_help')} />
      </ListEditModal>
      {languages ? (
        <TranslationsModal
          entity="why_choose_us"
          id={languages._id}
          name={languages.title}
          withDescription
          onClose={() => setLanguages(null)}
        />
      ) : null}
    </>
  );
}
