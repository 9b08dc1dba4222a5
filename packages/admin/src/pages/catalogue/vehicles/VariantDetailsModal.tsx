import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  MAX_TUNING_STAGES,
  TuningStageInput,
  type VariantDetails,
  VariantDetailsBody,
} from '@portal/contracts';
import { NumberInput } from '@portal/ui';
import { Button, Col, Form, Input, Modal, Row, Select, Space, Spin, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contractRange, useNumberRules } from '../../../lib/numberRules';
import { useVariant } from '../../../queries/catalogue';
import { filesOf, ImagePicker } from '../ImagePicker';

type Values = Omit<VariantDetailsBody, 'stages'> & { stages: { hp?: number; torque?: number }[] };

/** The figures of the details, each with what the server takes (all may stay empty). */
const NUMBERS = (['engine_cc', 'year_from', 'year_to', 'stock_hp', 'stock_kw', 'stock_torque'] as const).map(
  (f) => [f, contractRange(VariantDetailsBody.properties[f])] as const,
);
const STAGE_HP = contractRange(TuningStageInput.properties.hp);
const STAGE_TORQUE = contractRange(TuningStageInput.properties.torque);

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
  // No min/max or precision on the fields (see lib/numberRules): a year of 1800 was saved as 1900, and
  // 2.5 rounded where the rule says why it is refused.
  const numberRules = useNumberRules();
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
        <Form
          scrollToFirstError={{ block: 'center', focus: true }}
          form={form}
          layout="vertical"
          initialValues={initial(variant.data)}
          onFinish={finish}
        >
          <Row gutter={12}>
            {(['engine_type', 'fuel_type', 'transmission'] as const).map((f) => (
              <Col key={f} xs={24} sm={8}>
                <Form.Item name={f} label={t(`catalogue.vehicles.${f}`)}>
                  <Input maxLength={60} />
                </Form.Item>
              </Col>
            ))}
            {NUMBERS.map(([f, range]) => (
              <Col key={f} xs={12} sm={8}>
                <Form.Item
                  name={f}
                  label={t(`catalogue.vehicles.${f}`)}
                  rules={numberRules.rules(range, { optional: true })}
                >
                  <NumberInput style={{ width: '100%' }} />
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
                      rules={numberRules.rules(STAGE_HP)}
                    >
                      <NumberInput />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'torque']}
                      label={t('catalogue.vehicles.tuned_torque')}
                      rules={numberRules.rules(STAGE_TORQUE)}
                    >
                      <NumberInput />
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
