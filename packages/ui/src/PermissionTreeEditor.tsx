import { Tree } from 'antd';
import type { PermissionTree } from '@portal/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkedLeaves,
  PERMISSION_NODES,
  type PermissionNode,
  permissionsFromChecked,
} from './permissionTree.js';

export interface PermissionTreeEditorProps {
  value?: unknown;
  onChange?: (value: PermissionTree) => void;
  disabled?: boolean;
}

interface TreeItem {
  key: string;
  title: string;
  children?: TreeItem[];
}

/** Tree of checkboxes over the permission tree of the contracts; works as a controlled antd form field. */
export function PermissionTreeEditor({ value, onChange, disabled }: PermissionTreeEditorProps) {
  const { t } = useTranslation();
  const treeData = useMemo(() => {
    const toItem = (n: PermissionNode): TreeItem => ({
      key: n.key,
      title: t(`permissions.${n.name}`),
      children: n.children?.map(toItem),
    });
    return PERMISSION_NODES.map(toItem);
  }, [t]);
  const checked = useMemo(() => checkedLeaves(value), [value]);

  return (
    <Tree
      checkable
      selectable={false}
      disabled={disabled}
      defaultExpandAll
      treeData={treeData}
      checkedKeys={checked}
      onCheck={(keys) => {
        const list = Array.isArray(keys) ? keys : keys.checked;
        onChange?.(permissionsFromChecked(list.map(String)));
      }}
    />
  );
}
