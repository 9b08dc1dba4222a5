import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Needs antd's <App> above it: the modal then follows the theme, direction and locale of the app. */
export function useConfirm() {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  return useCallback(
    (title: string, onOk: () => unknown, opts: { danger?: boolean; content?: string } = {}) =>
      modal.confirm({
        title,
        content: opts.content,
        okText: t('common.yes'),
        cancelText: t('common.no'),
        okButtonProps: { danger: opts.danger },
        onOk,
      }),
    [modal, t],
  );
}

/** Spec 5: deletion always asks 'Are you sure? Do you want to delete this record?'. */
export function useConfirmDelete() {
  const confirm = useConfirm();
  const { t } = useTranslation();
  return useCallback(
    (onOk: () => unknown) => confirm(t('common.confirm_delete'), onOk, { danger: true }),
    [confirm, t],
  );
}
