import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { VariantDetails, VariantDetailsBody } from '@portal/contracts';
import { MAX_TUNING_STAGES } from '@portal/contracts';
import { NumberInput } from '@portal/ui';
import { Button, Col, Form, Input, Modal, Row, Select, Space, Spin, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVariant } from '../../../queries/catalogue';
import { filesOf, ImagePicker } from '../ImagePicker';

type Values = Omit<VariantDetailsBody, 'stages'> & { stages: { hp?: number; torque?: number }[] };

const NUMBERS = [
  ['engine_cc', 1, 30000],
  ['year_from', 1900, 2100],
  ['year_to', 1900, 2100],
  ['stock_hp', 1, 5000],
  ['stock_kw', 1, 4000],
  ['stock_torque', 1, 20000],
] as const;

const initial = (v: VariantDetails): Values => ({
  engine_type: v.engine_type,
  fuel_type: v.fuel_type,
  transmission: v.transmission,
  engine_cc: v.engine_cc,
  year_from: v.year_from,
  year_to: v.year_to,
  stock_hp: v.stock_hp,
  stock_kw: v.stock_kw,
  stock_torque: v.stock_torque,
  ecu_brands: v.ecu_brands,
  stages: v.stages.map((s) => ({ hp: s.hp, torque: s.torque })),
});

/**
 * Technical details, stock figures, tuned figures per stage (stage = its place in the list), ECU brands and
 * pictures (new files are sent with the other fields; stored ones can be marked for removal).
 */
export function VariantDetailsModal({
  id,
  saving,
  onClose,
  onSave,
}: {
  id: number;
  saving: boolean;
  onClose: () => void;
  onSave: (body: VariantDetailsBody, images: File[]) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const variant = useVariant(id);
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [removed, setRemoved] = useState<number[]>([]);
  const finish = (v: Values) =>
    onSave(
      {
        ...v,
        ecu_brands: v.ecu_brands ?? [],
        stages: (v.stages ?? [])
          .filter((s) => s.hp && s.torque)
          .map((s, i) => ({ stage: i + 1, hp: s.hp as number, torque: s.torque as number })),
        remove_images: removed.length ? removed : undefined,
      },
      filesOf(files),
    );
  return (
    <Modal
      open
      width={760}
      title={t('catalogue.vehicles.details_title', { name: variant.data?.name ?? '' })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onCancel={onClose}
      onOk={() => form.submit()}
    >
      {variant.data ? (
        <Form form={form} layout="vertical" initialValues={initial(variant.data)} onFinish={finish}>
          <Row gutter={12}>
            {(['engine_type', 'fuel_type', 'transmission'] as const).map((f) => (
              <Col key={f} xs={24} sm={8}>
                <Form.Item name={f} label={t(`catalogue.vehicles.${f}`)}>
                  <Input maxLength={60} />
                </Form.Item>
              </Col>
            ))}
            {NUMBERS.map(([f, min, max]) => (
              <Col key={f} xs={12} sm={8}>
                <Form.Item name={f} label={t(`catalogue.vehicles.${f}`)}>
                  <NumberInput min={min} max={max} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            ))}
          </Row>
          <Form.List name="stages">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field, i) => (
                  <Space key={field.key} align="baseline" wrap>
                    <strong style={{ display: 'inline-block', width: 72 }}>
                      {t('catalogue.vehicles.stage', { n: i + 1 })}
                    </strong>
                    <Form.Item
                      name={[field.name, 'hp']}
                      label={t('catalogue.vehicles.tuned_hp')}
                      rules={[{ required: true, message: t('validation.required') }]}
                    >
                      <NumberInput min={1} max={5000} precision={0} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'torque']}
                      label={t('catalogue.vehicles.tuned_torque')}
                      rules={[{ required: true, message: t('validation.required') }]}
                    >
                      <NumberInput min={1} max={20000} precision={0} />
                    </Form.Item>
                    <Button
                      icon={<DeleteOutlined />}
                      aria-label={t('common.remove')}
                      onClick={() => remove(i)}
                    />
                  </Space>
                ))}
                <Form.Item>
                  <Button
                    icon={<PlusOutlined />}
                    disabled={fields.length >= MAX_TUNING_STAGES}
                    onClick={() => add({})}
                  >
                    {t('catalogue.vehicles.add_stage')}
                  </Button>
                </Form.Item>
              </>
            )}
          </Form.List>
          <Form.Item name="ecu_brands" label={t('catalogue.vehicles.ecu_brands')} htmlFor="ecu-brands">
            <Select id="ecu-brands" mode="tags" tokenSeparators={[',', '|']} open={false} />
          </Form.Item>
          <Form.Item label={t('catalogue.images.title')}>
            <ImagePicker
              id="variant-images"
              stored={variant.data.images}
              removed={removed}
              onRemovedChange={setRemoved}
              files={files}
              onFilesChange={setFiles}
            />
          </Form.Item>
        </Form>
      ) : (
        <Spin />
      )}
    </Modal>
  );
}
