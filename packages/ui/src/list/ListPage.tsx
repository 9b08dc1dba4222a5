import { PlusOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Empty,
  Form,
  Modal,
  Space,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../errorMessage.js';
import { PageHeader } from '../PageHeader.js';
import { SearchBox } from '../SearchBox.js';
import type { ListPageState } from './useListPage.js';

export interface ListPageProps<T, V> {
  title: ReactNode;
  /** One page of the list as the server answers it (a TanStack Query result). */
  query: { data?: { items: T[]; total: number }; isFetching: boolean; error?: unknown };
  /**
   * A column of long free text (a subject, a comment) sets `ellipsis`: its cells keep to one line of at most
   * `LONG_TEXT_WIDTH` px, cut with an ellipsis and the whole text on hover (its `dataIndex` value), so one
   * long entry does not push the other columns out of view.
   */
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** Shows the search box; called with the trimmed text. */
  onSearch?: (keyword: string) => void;
  /** Filters and other actions, shown between the search box and the add button. */
  extra?: ReactNode;
  /** The dialog state of `useListPage`; adds the add button and the edit/delete column. */
  state?: ListPageState<T, V>;
  canCreate?: boolean;
  canEdit?: (record: T) => boolean;
  canDelete?: (record: T) => boolean;
  /** More buttons in a row's action cell. */
  rowActions?: (record: T) => ReactNode;
  /** Keeps the action cell at the row's end while a wide table scrolls, so its buttons stay in reach. */
  fixedActions?: boolean;
  emptyText?: ReactNode;
  /** Fields of the create/edit form (antd `Form.Item`s). */
  formFields?: (record: T | null) => ReactNode;
  formTitle?: ReactNode;
  testId?: string;
}

/**
 * A list's empty state: one line on what will appear there and, where staff create the entries, the button
 * that adds the first one (so an empty page says what to do next, not only "nothing here").
 */
export function ListEmpty({ text, action }: { text?: ReactNode; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text ?? t('ui.list.empty')}>
      {action}
    </Empty>
  );
}

/** The widest a long free-text column (`ellipsis`) of a list grows before its text is cut. */
const LONG_TEXT_WIDTH = 320;

/**
 * The table grows to its content (`scroll.x: 'max-content'`), where text never wraps and antd's own `ellipsis`
 * cannot cut it; such columns get a cell of bounded width instead.
 */
function boundLongText<T>(columns: TableColumnsType<T>): TableColumnsType<T> {
  return columns.map((column) => {
    if (!column.ellipsis || 'children' in column) return column;
    const { render } = column;
    return {
      ...column,
      ellipsis: false,
      render: (value: unknown, record: T, index: number) => {
        const shown = render ? render(value, record, index) : (value as ReactNode);
        const full = typeof value === 'string' || typeof value === 'number' ? String(value) : true;
        return (
          <Typography.Text ellipsis={{ tooltip: full }} style={{ maxWidth: LONG_TEXT_WIDTH }}>
            {shown as ReactNode}
          </Typography.Text>
        );
      },
    };
  });
}

/**
 * The admin list page: header with total, search box, filters and add button; a server-paged table with
 * edit and delete in each row; the create/edit dialog; an empty state. Pages keep their columns, form
 * fields and calls; everything around them is here.
 */
export function ListPage<T extends object, V = Partial<T>>(props: ListPageProps<T, V>) {
  const { t } = useTranslation();
  const { query, state } = props;
  const total = query.data?.total;
  const editable = !!state && (props.formFields || props.rowActions);
  const bounded = boundLongText(props.columns);
  const columns: TableColumnsType<T> = editable
    ? [
        ...bounded,
        {
          key: 'actions',
          title: t('common.actions'),
          width: 170,
          ...(props.fixedActions ? { fixed: 'end' as const } : {}),
          render: (_: unknown, record: T) => (
            <Space wrap>
              {props.formFields && (props.canEdit?.(record) ?? true) ? (
                <Button size="small" onClick={() => state?.openEdit(record)}>
                  {t('common.edit')}
                </Button>
              ) : null}
              {(props.canDelete?.(record) ?? true) ? (
                <Button size="small" danger onClick={() => state?.confirmRemove(record)}>
                  {t('common.delete')}
                </Button>
              ) : null}
              {props.rowActions?.(record)}
            </Space>
          ),
        },
      ]
    : bounded;

  return (
    <div data-testid={props.testId}>
      <PageHeader
        title={props.title}
        subtitle={total !== undefined ? t('common.total', { total }) : undefined}
        extra={
          <>
            {props.onSearch ? <SearchBox onSearch={props.onSearch} /> : null}
            {props.extra}
            {state && props.formFields && (props.canCreate ?? true) ? (
              <Button type="primary" icon={<PlusOutlined />} onClick={state.openCreate}>
                {t('ui.list.add')}
              </Button>
            ) : null}
          </>
        }
      />
      {query.error ? (
        <Alert type="error" showIcon title={errorMessage(query.error, t)} style={{ marginBottom: 16 }} />
      ) : null}
      <Card styles={{ body: { padding: 0 } }}>
        <Table<T>
          rowKey={props.rowKey as string}
          loading={query.isFetching}
          dataSource={query.data?.items}
          columns={columns}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: <ListEmpty text={props.emptyText} />,
          }}
          pagination={{
            current: props.page,
            pageSize: props.pageSize,
            total: total ?? 0,
            showSizeChanger: false,
            onChange: props.onPage,
          }}
        />
      </Card>
      {state && props.formFields ? (
        <ListEditModal state={state} title={props.formTitle ?? props.title}>
          {props.formFields(state.editing ?? null)}
        </ListEditModal>
      ) : null}
    </div>
  );
}

/** The create/edit dialog of a list page, on its own for pages that lay out the rest themselves. */
export function ListEditModal<T, V>({
  state,
  title,
  children,
  formName,
  width,
  testId,
}: {
  state: ListPageState<T, V>;
  title: ReactNode;
  children: ReactNode;
  /** Prefix of the fields' ids (`<formName>_<field>`). */
  formName?: string;
  width?: number;
  /** Test id of the save button. */
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={state.editing !== undefined}
      destroyOnHidden
      title={title}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={testId ? ({ 'data-testid': testId } as never) : undefined}
      confirmLoading={state.saving}
      width={width}
      onCancel={state.close}
      onOk={() => state.form.submit()}
    >
      <Form<V>
        form={state.form}
        name={formName}
        preserve={false}
        layout="vertical"
        // Save sits below a long form: without this, its errors would show above the part in view.
        scrollToFirstError={{ block: 'center', focus: true }}
        initialValues={state.initialValues as Record<string, unknown>}
        onFinish={state.submit}
      >
        {children}
      </Form>
    </Modal>
  );
}

export type { Key };
