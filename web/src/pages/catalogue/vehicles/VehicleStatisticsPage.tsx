import { PageHeader, SearchableSelect } from '@portal/ui';
import { Card, Empty, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogueVehicleDropdown, useCompletedVariants } from '@portal/admin/shared';
import { VariantFigures } from '@portal/admin/shared';
import { type VehiclePath, VehiclePicker } from '@portal/admin/shared';

/** Customers pick type, make, model, generation and engine, then see stock vs tuned figures. */
export function VehicleStatisticsPage() {
  const { t } = useTranslation();
  const [path, setPath] = useState<VehiclePath>({});
  const [engine, setEngine] = useState<number | null>(null);
  // Only engines with complete figures are offered; the list already carries their details.
  const engines = useCompletedVariants(path.generation ?? null);
  const chosen = engines.data?.find((v) => v._id === engine) ?? null;
  // The picker's own first list (same query): with no vehicle type there is nothing to pick yet.
  const types = useCatalogueVehicleDropdown('vtype', 'all');
  const empty = types.isSuccess && types.data.length === 0;

  return (
    <>
      <PageHeader title={t('catalogue.menu.vehicle_statistics')} />
      <Card style={{ marginBottom: 16 }}>
        <Form layout="vertical">
          <VehiclePicker
            value={path}
            onChange={(next) => {
              setPath(next);
              setEngine(null);
            }}
          />
          <Form.Item label={t('catalogue.vehicles.levels.variant')} htmlFor="pick-variant">
            <SearchableSelect
              id="pick-variant"
              disabled={!path.generation}
              placeholder={t('catalogue.vehicles.choose')}
              options={(engines.data ?? []).map((v) => ({ value: v._id, label: v.name }))}
              value={engine}
              onChange={setEngine}
            />
          </Form.Item>
        </Form>
      </Card>
      {chosen ? (
        <VariantFigures variant={chosen} />
      ) : (
        <Card>
          <Empty
            description={t(empty ? 'catalogue.vehicles.catalogue_empty' : 'catalogue.vehicles.pick_hint')}
            data-testid="vehicle-statistics-hint"
          />
        </Card>
      )}
    </>
  );
}
