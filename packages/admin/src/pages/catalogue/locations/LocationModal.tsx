import type { EcuAdblueLocation, EcuAdblueLocationBody } from '@portal/contracts';
import { SearchableSelect } from '@portal/ui';
import { Form, Input, Modal, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVehicleDropdown } from '../../../queries/catalogue';
import { filesOf, ImagePicker } from '../ImagePicker';
import { type VehiclePath, VehiclePicker } from '../vehicles/VehiclePicker';

export interface LocationInput {
  body: EcuAdblueLocationBody;
  images: { ecu: File[]; adblue: File[] };
}

type Texts = { ecu_location?: string; adblue_location?: string };

/** Record or edit where the ECU and AdBlue unit sit; the deepest level chosen is what it is for. */
export function LocationModal({
  location,
  saving,
  onClose,
  onSave,
}: {
  location: EcuAdblueLocation | null;
  saving: boolean;
  onClose: () => void;
  onSave: (input: LocationInput) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Texts>();
  const [path, setPath] = useState<VehiclePath>({
    vtype: location?.vtype._id,
    manufacturer: location?.manufacture?._id,
    vmodel: location?.vmodel?._id,
    generation: location?.generation?._id,
  });
  const [variant, setVariant] = useState<number | null>(location?.variant?._id ?? null);
  const variants = useVehicleDropdown('variant', path.generation ?? null).data ?? [];
  const [ecuFiles, setEcuFiles] = useState<UploadFile[]>([]);
  const [adblueFiles, setAdblueFiles] = useState<UploadFile[]>([]);
  const [removed, setRemoved] = useState<number[]>([]);

  const finish = (v: Texts) =>
    onSave({
      body: {
        vtype: path.vtype ?? undefined,
        manufacture: path.manufacturer ?? undefined,
        vmodel: path.vmodel ?? undefined,
        generation: path.generation ?? undefined,
        variant: variant ?? undefined,
        ecu_location: v.ecu_location ?? '',
        adblue_location: v.adblue_location ?? '',
        remove_images: removed.length ? removed : undefined,
      },
      images: { ecu: filesOf(ecuFiles), adblue: filesOf(adblueFiles) },
    });

  return (
    <Modal
      open
      width={820}
      title={t(location ? 'catalogue.locations.edit_title' : 'catalogue.locations.add_title')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      okButtonProps={{ disabled: !path.vtype }}
      onCancel={onClose}
      onOk={() => form.submit()}
    >
      <Form
        scrollToFirstError={{ block: 'center', focus: true }}
        form={form}
        layout="vertical"
        initialValues={{
          ecu_location: location?.ecu_location ?? '',
          adblue_location: location?.adblue_location ?? '',
        }}
        onFinish={finish}
      >
        <VehiclePicker
          idPrefix="loc"
          value={path}
          onChange={(next) => {
            setPath(next);
            setVariant(null);
          }}
        />
        <Form.Item
          label={t('catalogue.vehicles.levels.variant')}
          htmlFor="loc-variant"
          extra={t('catalogue.locations.level_help')}
        >
          <SearchableSelect
            id="loc-variant"
            disabled={!path.generation}
            placeholder={t('catalogue.vehicles.choose')}
            options={variants}
            value={variant}
            onChange={setVariant}
          />
        </Form.Item>
        <Form.Item name="ecu_location" label={t('catalogue.locations.ecu_location')}>
          <Input.TextArea rows={3} maxLength={5000} />
        </Form.Item>
        <Form.Item label={t('catalogue.locations.ecu_images')}>
          <ImagePicker
            id="ecu-images"
            stored={location?.ecu_location_images ?? []}
            removed={removed}
            onRemovedChange={setRemoved}
            files={ecuFiles}
            onFilesChange={setEcuFiles}
          />
        </Form.Item>
        <Form.Item name="adblue_location" label={t('catalogue.locations.adblue_location')}>
          <Input.TextArea rows={3} maxLength={5000} />
        </Form.Item>
        <Form.Item label={t('catalogue.locations.adblue_images')}>
          <ImagePicker
            id="adblue-images"
            stored={location?.adblue_location_images ?? []}
            removed={removed}
            onRemovedChange={setRemoved}
            files={adblueFiles}
            onFilesChange={setAdblueFiles}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
