import type { PermissionTree, User } from '@portal/contracts';
import { PermissionTreeEditor } from '@portal/ui';
import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Staff permissions as a tree of checkboxes over the contracts' permission tree. */
export function PermissionsModal({
  user,
  saving,
  onSave,
  onClose,
}: {
  user: User;
  saving: boolean;
  onSave: (permissions: PermissionTree) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState<unknown>(user.permissions);
  return (
    <Modal
      open
      title={t('users.permissions_title', { name: user.username })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => onSave(value as PermissionTree)}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      <div data-testid="permission-tree" style={{ maxHeight: '60vh', overflow: 'auto' }}>
        <PermissionTreeEditor value={value} onChange={setValue} />
      </div>
    </Modal>
  );
}
