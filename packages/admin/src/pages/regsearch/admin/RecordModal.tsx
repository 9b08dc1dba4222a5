import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_TUNING_STAGES, TuningStageInput } from '@portal/contracts';
import { NumberInput } from '@portal/ui';
import { Button, Form, type FormRule, Input, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractRange, type NumberRange, useNumberRules } from '../../../lib/numberRules';
import { type Row, toBody, toFormValues } from './formValues';
import { RefSelect } from './RefSelect';
import type { FieldSpec, ScreenSpec } from './screens';

const STAGE_HP = contractRange(TuningStageInput.properties.hp);
const STAGE_TORQUE = contractRange(TuningStageInput.properties.torque);

/** What a number field of a screen takes: its spec copies the limits of the resource's contract. */
function rangeOf(f: FieldSpec): NumberRange {
  if (f.min === undefined || f.max === undefined) throw new Error(`rangeOf: ${f.name} has no limits`);
  return { min: f.min, max: f.max, whole: true };
}

/** Add or edit one record of a registration-search list; the fields come from the screen's spec. */
export function RecordModal({
  spec,
  row,
  saving,
  onClose,
  onSave,
}: {
  spec: ScreenSpec;
  row: Row | null;
  saving: boolean;
  onClose: () => void;
  onSave: (body: Record<string, unknown>) => void;
}) {
  const { t } = useTranslation();
  // No min/max or precision on the number fields (see lib/numberRules): a year of 1800 was saved as 1900.
  const numberRules = useNumberRules();
  const [form] = Form.useForm();
  const make = (Form.useWatch('make', form) as number | null | undefined) ?? null;
  return (
    <Modal
      open
      title={t(row ? 'regsearch.admin.edit_title' : 'regsearch.admin.add_title', { what: t(spec.titleKey) })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        scrollToFirstError={{ block: 'center', focus: true }}
        form={form}
        name={spec.resource}
        layout="vertical"
        initialValues={toFormValues(spec.fields, row)}
        onFinish={(values) => onSave(toBody(spec.fields, values))}
        onValuesChange={(changed) => {
          // A model belongs to one make: changing the make clears it.
          if ('make' in changed && spec.fields.some((f) => f.name === 'model'))
            form.setFieldValue('model', null);
        }}
      >
        {spec.fields.map((f) =>
          f.kind === 'stages' ? (
            <StagesField key={f.name} field={f} />
          ) : (
            <Form.Item
              key={f.name}
              name={f.name}
              label={t(f.labelKey)}
              rules={
                f.kind === 'number' ? numberRules.rules(rangeOf(f), { optional: !f.required }) : rulesOf(f, t)
              }
            >
              {f.kind === 'ref' && f.ref ? (
                <RefSelect
                  source={f.ref}
                  make={make}
                  current={row ? (row[f.name] as { _id: number; name: string } | null) : null}
                />
              ) : f.kind === 'number' ? (
                <NumberInput style={{ width: '100%' }} />
              ) : (
                <Input maxLength={f.max} />
              )}
            </Form.Item>
          ),
        )}
      </Form>
    </Modal>
  );
}

function rulesOf(f: FieldSpec, t: (key: string) => string): FormRule[] {
  if (!f.required) return [];
  const message = t('validation.required');
  // Any other key than `required` makes the validator treat the value as text, which numbers then fail.
  return [f.kind === 'text' ? { required: true, whitespace: true, message } : { required: true, message }];
}

/** Up to four tuning stages, each with its power and torque; they are numbered in the order shown. */
function StagesField({ field }: { field: FieldSpec }) {
  const { t } = useTranslation();
  const numberRules = useNumberRules();
  return (
    <Form.Item label={t(field.labelKey)}>
      <Form.List name={field.name}>
        {(items, { add, remove }) => (
          <>
            {items.map((item, index) => (
              <Space key={item.key} align="baseline" wrap>
                <span>{t('regsearch.figures.stage', { n: index + 1 })}</span>
                <Form.Item name={[item.name, 'hp']} rules={numberRules.rules(STAGE_HP)}>
                  <NumberInput
                    placeholder={t('regsearch.fields.hp')}
                    aria-label={`${t('regsearch.figures.stage', { n: index + 1 })} ${t('regsearch.fields.hp')}`}
                  />
                </Form.Item>
                <Form.Item name={[item.name, 'torque']} rules={numberRules.rules(STAGE_TORQUE)}>
                  <NumberInput
                    placeholder={t('regsearch.fields.torque')}
                    aria-label={`${t('regsearch.figures.stage', { n: index + 1 })} ${t('regsearch.fields.torque')}`}
                  />
                </Form.Item>
                <MinusCircleOutlined aria-label={t('common.remove')} onClick={() => remove(item.name)} />
              </Space>
            ))}
            {items.length < MAX_TUNING_STAGES ? (
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})}>
                {t('regsearch.admin.add_stage')}
              </Button>
            ) : null}
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}
