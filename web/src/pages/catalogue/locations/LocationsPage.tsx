import { PageHeader, SearchableSelect } from '@portal/ui';
import { Card, Empty, Form, Spin } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocationFor, useCatalogueVehicleDropdown as useVehicleDropdown } from '@portal/admin/shared';
import { type VehiclePath, VehiclePicker } from '@portal/admin/shared';
import { LocationView } from '@portal/admin/shared';

/** Customers pick a vehicle and see where its ECU and AdBlue unit sit (the most specific record wins). */
export function LocationsPage() {
  const { t } = useTranslation();
  const [path, setPath] = useState<VehiclePath>({});
  const [variant, setVariant] = useState<number | null>(null);
  const variants = useVehicleDropdown('variant', path.generation ?? null).data ?? [];
  const location = useLocationFor({
    vtype: path.vtype ?? undefined,
    manufacture: path.manufacturer ?? undefined,
    vmodel: path.vmodel ?? undefined,
    generation: path.generation ?? undefined,
    variant: variant ?? undefined,
  });

  let result: ReactNode;
  if (!path.vtype) result = <Empty description={t('catalogue.locations.pick_hint')} />;
  else if (location.isPending) result = <Spin />;
  else if (location.data) result = <LocationView location={location.data} />;
  else result = <Empty data-testid="no-location" description={t('catalogue.locations.none')} />;

  return (
    <>
      <PageHeader title={t('catalogue.menu.locations')} />
      <Card style={{ marginBottom: 16 }}>
        <Form layout="vertical">
          <VehiclePicker
            value={path}
            onChange={(next) => {
              setPath(next);
              setVariant(null);
            }}
          />
          <Form.Item label={t('catalogue.vehicles.levels.variant')} htmlFor="pick-variant">
            <SearchableSelect
              id="pick-variant"
              disabled={!path.generation}
              placeholder={t('catalogue.vehicles.choose')}
              options={variants}
              value={variant}
              onChange={setVariant}
            />
          </Form.Item>
        </Form>
      </Card>
      {result}
    </>
  );
}
