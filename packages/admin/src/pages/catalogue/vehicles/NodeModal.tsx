import type { VehicleLevel, VehicleNode } from '@portal/contracts';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parentOf, TREE } from './levels';
import { type VehiclePath, VehiclePicker } from './VehiclePicker';

export interface NodeInput {
  name: string;
  parent: number | null;
}

/** Add or rename a node; below the top level the parent is picked through the same dropdown chain. */
export function NodeModal({
  level,
  node,
  initialPath,
  saving,
  onClose,
  onSave,
}: {
  level: VehicleLevel;
  node: VehicleNode | null;
  initialPath: VehiclePath;
  saving: boolean;
  onClose: () => void;
  onSave: (input: NodeInput) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string }>();
  const parent = parentOf(level);
  const [path, setPath] = useState<VehiclePath>(() =>
    node
      ? {
          vtype: node.vtype?._id,
          manufacturer: node.manufacturer?._id,
          vmodel: node.vmodel?._id,
          generation: node.generation?._id,
        }
      : initialPath,
  );
  const parentId = parent && parent !== 'variant' ? (path[parent] ?? null) : null;
  return (
    <Modal
      open
      title={t(node ? 'catalogue.vehicles.edit_title' : 'catalogue.vehicles.add_title', {
        level: t(`catalogue.vehicles.levels.${level}`),
      })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      okButtonProps={{ disabled: parent !== null && !parentId }}
      onCancel={onClose}
      onOk={() => form.submit()}
      width={parent ? 720 : 420}
    >
      <Form
        scrollToFirstError={{ block: 'center', focus: true }}
        form={form}
        layout="vertical"
        initialValues={{ name: node?.name ?? '' }}
        onFinish={(v) => onSave({ name: v.name, parent: parentId })}
      >
        {parent ? (
          <VehiclePicker idPrefix="node" value={path} onChange={setPath} depth={TREE.indexOf(level)} />
        ) : null}
        <Form.Item
          name="name"
          label={t('catalogue.vehicles.name')}
          rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
        >
          <Input maxLength={120} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
