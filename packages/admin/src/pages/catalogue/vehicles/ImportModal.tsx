import { VEHICLE_CSV_COLUMNS, VEHICLE_CSV_REQUIRED } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../platform/context';
import { catalogueKeys } from '../../../queries/catalogue';
import { CsvImportModal } from '../../shared/CsvImportModal';

const OPTIONAL = VEHICLE_CSV_COLUMNS.filter((c) => !(VEHICLE_CSV_REQUIRED as readonly string[]).includes(c));

/** CSV import of variants (the whole tree, one row per engine). */
export function ImportModal({ onClose }: { onClose: () => void }) {
  const api = useApi();
  const qc = useQueryClient();
  return (
    <CsvImportModal
      run={(file, skip) => api.catalogue.vehicles.importCsv(file, skip)}
      onImported={() => void qc.invalidateQueries({ queryKey: catalogueKeys.vehicles })}
      columns={{ required: VEHICLE_CSV_REQUIRED, optional: OPTIONAL }}
      onClose={onClose}
    />
  );
}
