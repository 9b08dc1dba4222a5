import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Form, type FormInstance } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../useErrorToast.js';
import { showFieldError } from '../fieldError.js';
import { useConfirmDelete } from '../useConfirm.js';

export interface ListPageOptions<T, V> {
  /** Query key prefix the writes make stale (the list and whatever else shows the records). */
  invalidate: QueryKey | readonly QueryKey[];
  /** Creates (record null) or updates a record from the form's values. */
  save?: (values: V, record: T | null) => Promise<unknown>;
  remove?: (record: T) => Promise<unknown>;
  /** The form's values for a record being edited (default: the record itself). */
  toForm?: (record: T) => Partial<V>;
  /** The form's values for a new record (default: empty). */
  blank?: Partial<V>;
}

export interface ListPageState<T, V> {
  /** undefined: no dialog; null: creating; a record: editing it. */
  editing: T | null | undefined;
  form: FormInstance<V>;
  openCreate: () => void;
  openEdit: (record: T) => void;
  close: () => void;
  initialValues: Partial<V>;
  submit: (values: V) => void;
  saving: boolean;
  /** Asks the spec's question, then deletes. */
  confirmRemove: (record: T) => void;
}

const messageOf = (r: unknown) => {
  const m = (r as { message?: unknown } | undefined)?.message;
  return typeof m === 'string' && m ? m : null;
};

/**
 * The state of a list page's create/edit dialog and delete: mutations that report their outcome, make the
 * list stale and close the dialog. Pair with `<ListPage>` and `<ListEditModal>`.
 */
export function useListPage<T, V>(options: ListPageOptions<T, V>): ListPageState<T, V> {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const confirmDelete = useConfirmDelete();
  const [form] = Form.useForm<V>();
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const keys = (
    Array.isArray(options.invalidate[0]) ? options.invalidate : [options.invalidate]
  ) as readonly QueryKey[];

  const done = (result: unknown) => {
    message.success(messageOf(result) ?? t('common.saved'));
    for (const queryKey of keys) void qc.invalidateQueries({ queryKey });
  };
  const fail = useErrorToast();

  const save = useMutation({
    mutationFn: ({ values, record }: { values: V; record: T | null }) =>
      options.save ? options.save(values, record) : Promise.resolve(undefined),
    onSuccess: (result) => {
      done(result);
      setEditing(undefined);
    },
    // A refusal about one of the dialog's fields shows under that field, where the person is looking.
    onError: (err) => {
      if (!showFieldError(form, err)) fail(err);
    },
  });
  const remove = useMutation({
    mutationFn: (record: T) => (options.remove ? options.remove(record) : Promise.resolve(undefined)),
    onSuccess: done,
    onError: fail,
  });

  const close = useCallback(() => setEditing(undefined), []);
  return {
    editing,
    form,
    openCreate: () => setEditing(null),
    openEdit: (record) => setEditing(record),
    close,
    initialValues: editing
      ? (options.toForm?.(editing) ?? (editing as unknown as Partial<V>))
      : (options.blank ?? {}),
    submit: (values) => save.mutate({ values, record: editing ?? null }),
    saving: save.isPending,
    confirmRemove: (record) => confirmDelete(() => remove.mutateAsync(record)),
  };
}
