import type { Social, SocialInput } from '@portal/contracts';
import { errorMessage, ListEditModal, useListPage } from '@portal/ui';
import { Alert, Form, Input, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../platform/context';
import { contentKeys, useSocialLinks } from '../../../queries/content';
import { iconAndVisibilityColumns } from './contentColumns';
import { ContentRowActions, IconAndVisibilityFields } from './contentParts';
import { isWebAddress } from './fieldRules';
import { SectionBar } from './SectionBar';

type Values = { name: string; url: string; icon: string; active: boolean };

/** Links to the operator's social media pages, shown in their web site's footer. */
export function SocialLinksSection() {
  const api = useApi();
  const { t } = useTranslation();
  const list = useSocialLinks();
  const calls = api.content.socials;
  const state = useListPage<Social, Values>({
    invalidate: contentKeys.socials,
    save: (v, row) => {
      const icon = v.icon?.trim() ?? '';
      // Left empty, a new link takes its icon from the network's name (the server derives it).
      const body: SocialInput = {
        name: v.name,
        url: v.url.trim(),
        active: v.active,
        ...(icon || row ? { icon } : {}),
      };
      return row ? calls.update(row._id, body) : calls.create(body);
    },
    remove: (row) => calls.remove(row._id),
    toForm: (row) => ({ name: row.name, url: row.url, icon: row.icon, active: row.active }),
    blank: { icon: '', active: true },
  });

  return (
    <>
      <SectionBar
        total={list.data?.items.length}
        addLabel={t('catalogue.site_content.add_social')}
        onAdd={state.openCreate}
        testId="add-social"
      />
      {list.error ? (
        <Alert type="error" showIcon title={errorMessage(list.error, t)} style={{ marginBottom: 16 }} />
      ) : null}
      <Table<Social>
        rowKey="_id"
        data-testid="socials-table"
        loading={list.isFetching}
        dataSource={list.data?.items}
        pagination={false}
        scroll={{ x: 700 }}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('catalogue.site_content.network') },
          {
            key: 'url',
            dataIndex: 'url',
            title: t('catalogue.site_content.url'),
            render: (url: string) => (
              <Typography.Link href={url} target="_blank" rel="noopener noreferrer">
                {url}
              </Typography.Link>
            ),
          },
          ...iconAndVisibilityColumns<Social>(t),
          {
            key: 'actions',
            title: t('common.actions'),
            width: 170,
            render: (_, row) => (
              <ContentRowActions
                testId={`social-${row._id}`}
                onEdit={() => state.openEdit(row)}
                onDelete={() => state.confirmRemove(row)}
              />
            ),
          },
        ]}
      />
      <ListEditModal
        state={state}
        title={t(state.editing ? 'catalogue.site_content.edit_social' : 'catalogue.site_content.add_social')}
        formName="social"
        testId="save-social"
      >
        <Form.Item
          name="name"
          label={t('catalogue.site_content.network')}
          extra={t('catalogue.site_content.network_help')}
          rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
        >
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item
          name="url"
          label={t('catalogue.site_content.url')}
          rules={[
            { required: true, whitespace: true, message: t('validation.required') },
            {
              validator: (_, value?: string) =>
                !value?.trim() || isWebAddress(value) ? Promise.resolve() : Promise.reject(),
              message: t('catalogue.site_content.url_rule'),
            },
          ]}
        >
          <Input maxLength={500} inputMode="url" placeholder="https://" />
        </Form.Item>
        <IconAndVisibilityFields iconHelp={t('catalogue.site_content.social_icon_help')} />
      </ListEditModal>
    </>
  );
}
