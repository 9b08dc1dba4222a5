import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../platform/context';
import { catalogueKeys } from '../../../queries/catalogue';
import { CsvImportModal } from '../../shared/CsvImportModal';

/** CSV import of variants (the whole tree, one row per engine). */
export function ImportModal({ onClose }: { onClose: () => void }) {
  const api = useApi();
  const qc = useQueryClient();
  return (
    <CsvImportModal
      run={(file, skip) => api.catalogue.vehicles.importCsv(file, skip)}
      onImported={() => void qc.invalidateQueries({ queryKey: catalogueKeys.vehicles })}
      onClose={onClose}
    />
  );
}
