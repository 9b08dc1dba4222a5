import {
  LOCALES,
  PERMISSION_PRESET_NAMES,
  type PermissionPreset,
  presetPermissions,
  ROLE,
  type StaffCreate,
} from '@portal/contracts';
import { LANGUAGE_NAMES } from '@portal/i18n';
import { LtrInput, PermissionTreeEditor } from '@portal/ui';
import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Values = Omit<StaffCreate, 'permissions'>;

/**
 * A new staff or admin account. The preset fills the permission tree, which the admin may still adjust
 * before saving; the person receives an e-mail with a link to choose a password.
 */
export function CreateStaffModal({
  saving,
  onSave,
  onClose,
}: {
  saving: boolean;
  onSave: (body: StaffCreate) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const role = Form.useWatch('role_id', form) ?? ROLE.STAFF;
  const [permissions, setPermissions] = useState<unknown>(presetPermissions('none'));
  const initial: Partial<Values> = {
    role_id: ROLE.STAFF,
    preset: 'none',
    language: LOCALES.includes(i18n.language as never) ? i18n.language : 'en',
  };

  return (
    <Modal
      open
      title={t('users.create_staff_title')}
      okText={t('users.create_staff_ok')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={680}
      destroyOnHidden
    >
      <Form<Values>
        scrollToFirstError={{ block: 'center', focus: true }}
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(v) =>
          onSave({
            ...v,
            ...(v.role_id === ROLE.STAFF ? { permissions: permissions as Record<string, unknown> } : {}),
          })
        }
      >
        <Form.Item
          name="username"
          label={t('profile.username')}
          rules={[
            { required: true, message: t('validation.required') },
            { min: 3, message: t('validation.min_length', { min: 3 }) },
            { pattern: /^[A-Za-z0-9._-]+$/, message: t('users.username_chars') },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('profile.email')}
          rules={[
            { required: true, message: t('validation.required') },
            { type: 'email', message: t('validation.email') },
          ]}
        >
          <LtrInput type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item name="firstname" label={t('profile.firstname')}>
          <Input />
        </Form.Item>
        <Form.Item name="lastname" label={t('profile.lastname')}>
          <Input />
        </Form.Item>
        <Form.Item name="language" label={t('profile.language')}>
          <Select options={LOCALES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))} />
        </Form.Item>
        <Form.Item name="role_id" label={t('users.role')}>
          <Select
            options={[
              { value: ROLE.STAFF, label: t('roles.staff') },
              { value: ROLE.ADMIN, label: t('roles.admin') },
            ]}
          />
        </Form.Item>
        {role === ROLE.STAFF ? (
          <>
            <Form.Item name="preset" label={t('users.preset')} extra={t('users.preset_help')}>
              <Select
                onChange={(name: PermissionPreset) => setPermissions(presetPermissions(name))}
                options={PERMISSION_PRESET_NAMES.map((name) => ({
                  value: name,
                  label: t(`users.preset_${name}`),
                }))}
              />
            </Form.Item>
            <div data-testid="permission-tree" style={{ maxHeight: '40vh', overflow: 'auto' }}>
              <PermissionTreeEditor value={permissions} onChange={setPermissions} />
            </div>
          </>
        ) : null}
      </Form>
    </Modal>
  );
}
