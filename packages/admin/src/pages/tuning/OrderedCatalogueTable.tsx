import { PlusOutlined } from '@ant-design/icons';
import type { Translatable } from '@portal/contracts';
import { ListEditModal, ListEmpty, PageHeader, SearchBox, useListPage } from '@portal/ui';
import type { QueryKey } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Table, type TableColumnsType } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguagesButton } from '../shared/LanguagesButton';
import { TranslationsModal } from '../shared/TranslationsModal';
import { useCatalogueMutation } from '../catalogue/useCatalogueMutation';
import { MoveButtons } from './MoveButtons';

interface Row {
  _id: number;
  status: 'online' | 'offline';
}

/** The server calls of a hand-sorted catalogue list. */
export interface OrderedCalls<T, Input> {
  create: (body: Input) => Promise<T>;
  update: (id: number, body: Input) => Promise<T>;
  remove: (id: number) => Promise<unknown>;
  move: (id: number, position: number) => Promise<unknown>;
}

/**
 * The add/edit dialog: its fields, how a row maps to the form's values and back, and the names per
 * language. The online switch (field `online`) maps to `status` here, for every list alike.
 */
export interface OrderedForm<T, V, Input> {
  addTitle: ReactNode;
  editTitle: ReactNode;
  fields: ReactNode;
  /** Values of a new row (it starts online). */
  blank: Partial<V>;
  toForm: (row: T) => Partial<V>;
  toInput: (values: V) => Omit<Input, 'status'>;
  width?: number;
  /** Which record kind the names per language belong to, and the row's name in the default language. */
  languages: { entity: Translatable; name: (row: T) => string; withDescription: boolean };
}

type Online = { online: boolean };

export interface OrderedCatalogueTableProps<T extends Row, V, Input extends { status?: Row['status'] }> {
  /** Names the test ids (`add-<kind>`, `<kind>-table`, `<kind>-<id>-up`, ...) and the form's field ids. */
  kind: string;
  title: ReactNode;
  note?: ReactNode;
  /** Filters, shown before the search box. */
  filters?: ReactNode;
  /** The whole list at once: places in the hand-sorted order are counted over all rows. */
  query: { data?: { items: T[]; total: number }; isFetching: boolean };
  /** The search text and its setter (a `useState` pair); moves are off while a search hides rows. */
  search: readonly [string, (keyword: string) => void];
  /** Query key prefix every write makes stale. */
  invalidate: QueryKey;
  calls: OrderedCalls<T, Input>;
  /** The columns between the order column and the actions. */
  columns: TableColumnsType<T>;
  form: OrderedForm<T, V, Input>;
  /** Rows are sorted within their scope (default: all rows together). */
  scopeOf?: (row: T) => number;
  pageSize?: number;
  scrollX?: number;
  /** What will appear in the empty list; shown with a button that adds the first entry. */
  emptyText?: ReactNode;
}

/** 1-based place of each row within its scope, and how many rows each scope holds. */
function placesOf<T extends Row>(items: T[], scopeOf: (row: T) => number) {
  const counts = new Map<number, number>();
  const place = new Map<number, number>();
  for (const row of items) {
    const n = (counts.get(scopeOf(row)) ?? 0) + 1;
    counts.set(scopeOf(row), n);
    place.set(row._id, n);
  }
  return { place, counts };
}

const oneScope = () => 0;

/**
 * A hand-sorted catalogue list (services, options, credit packages): header with total, search and add
 * button, a table with up/down moves, edit, names per language and delete in each row, and the add/edit
 * dialog. Pages declare their columns, form fields and calls.
 */
export function OrderedCatalogueTable<T extends Row, V, Input extends { status?: Row['status'] }>(
  props: OrderedCatalogueTableProps<T, V, Input>,
) {
  const { t } = useTranslation();
  const { kind, form, calls } = props;
  const [keyword, onSearch] = props.search;
  const scopeOf = props.scopeOf ?? oneScope;
  const items = props.query.data?.items ?? [];
  const places = useMemo(() => placesOf(items, scopeOf), [items, scopeOf]);
  const [languages, setLanguages] = useState<T | null>(null);
  const state = useListPage<T, V & Online>({
    invalidate: props.invalidate,
    save: ({ online, ...v }, row) => {
      const body = { ...form.toInput(v as V), status: online ? 'online' : 'offline' } as Input;
      return row ? calls.update(row._id, body) : calls.create(body);
    },
    remove: (row) => calls.remove(row._id),
    toForm: (row) => ({ ...form.toForm(row), online: row.status === 'online' }) as Partial<V & Online>,
    blank: { online: true, ...form.blank } as Partial<V & Online>,
  });
  const move = useCatalogueMutation(props.invalidate, (v: { id: number; position: number }) =>
    calls.move(v.id, v.position),
  );

  const columns: TableColumnsType<T> = [
    {
      key: 'order',
      title: t('tuning.order.title'),
      width: 90,
      render: (_, row) => (
        <MoveButtons
          index={places.place.get(row._id) ?? 1}
          count={places.counts.get(scopeOf(row)) ?? 1}
          disabled={!!keyword}
          busy={move.isPending}
          testId={`${kind}-${row._id}`}
          onMove={(position) => move.mutate({ id: row._id, position })}
        />
      ),
    },
    ...props.columns,
    {
      key: 'actions',
      title: t('common.actions'),
      width: 260,
      render: (_, row) => (
        <Space>
          <Button size="small" data-testid={`edit-${kind}-${row._id}`} onClick={() => state.openEdit(row)}>
            {t('common.edit')}
          </Button>
          <LanguagesButton testId={`languages-${kind}-${row._id}`} onClick={() => setLanguages(row)} />
          <Button size="small" danger onClick={() => state.confirmRemove(row)}>
            {t('common.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={props.title}
        subtitle={props.query.data ? t('common.total', { total: props.query.data.total }) : undefined}
        extra={
          <>
            {props.filters}
            <SearchBox onSearch={onSearch} />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              data-testid={`add-${kind}`}
              onClick={state.openCreate}
            >
              {t('tuning.add')}
            </Button>
          </>
        }
      />
      {props.note ? <Alert type="info" showIcon title={props.note} style={{ marginBottom: 16 }} /> : null}
      <Card styles={{ body: { padding: 0 } }}>
        <Table<T>
          rowKey="_id"
          data-testid={`${kind}-table`}
          loading={props.query.isFetching}
          dataSource={items}
          scroll={{ x: props.scrollX ?? 800 }}
          pagination={{ pageSize: props.pageSize ?? 50, showSizeChanger: false, hideOnSinglePage: true }}
          columns={columns}
          locale={{
            emptyText: (
              <ListEmpty
                text={keyword ? undefined : props.emptyText}
                action={
                  keyword ? null : (
                    <Button icon={<PlusOutlined />} onClick={state.openCreate}>
                      {t('tuning.add')}
                    </Button>
                  )
                }
              />
            ),
          }}
        />
      </Card>
      <ListEditModal
        state={state}
        title={state.editing ? form.editTitle : form.addTitle}
        formName={kind}
        width={form.width}
        testId={`save-${kind}`}
      >
        {form.fields}
      </ListEditModal>
      {languages ? (
        <TranslationsModal
          entity={form.languages.entity}
          id={languages._id}
          name={form.languages.name(languages)}
          withDescription={form.languages.withDescription}
          onClose={() => setLanguages(null)}
        />
      ) : null}
    </>
  );
}
