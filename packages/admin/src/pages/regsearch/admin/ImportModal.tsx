import type { RegSearchResource } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../platform/context';
import { regsearchKeys } from '../../../queries/regsearch';
import { CsvImportModal } from '../../shared/CsvImportModal';

/** CSV import of one registration-search list; the columns it reads are named above the file choice. */
export function ImportModal({
  resource,
  columns,
  onClose,
}: {
  resource: RegSearchResource;
  columns: string[];
  onClose: () => void;
}) {
  const api = useApi();
  const { t } = useTranslation();
  const qc = useQueryClient();
  return (
    <CsvImportModal
      run={(file, skip) => api.regsearch.importCsv(resource, file, skip)}
      onImported={() => void qc.invalidateQueries({ queryKey: regsearchKeys.all })}
      hint={
        <Typography.Text type="secondary">
          {t('regsearch.import.columns', { columns: columns.join(', ') })}
        </Typography.Text>
      }
      onClose={onClose}
    />
  );
}
