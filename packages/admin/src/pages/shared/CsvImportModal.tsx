import { FileUpload } from '../../platform/FileUpload';
import { UploadOutlined } from '@ant-design/icons';
import type { ImportReport } from '@portal/contracts';
import { errorMessage } from '@portal/ui';
import { Alert, Button, Checkbox, Modal, Space, Table, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A CSV import: pick a file, choose whether rows with problems are skipped, run it, and read the server's
 * report with every rejected line and its reason. `run` calls the list's import; `onImported` refreshes it.
 * `columns` names the header the file needs before the first attempt.
 */
export function CsvImportModal({
  run,
  onImported,
  hint,
  columns,
  onClose,
}: {
  run: (file: File, skipInvalid: boolean) => Promise<ImportReport>;
  onImported: () => void;
  hint?: ReactNode;
  columns?: { required: readonly string[]; optional?: readonly string[] };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [skip, setSkip] = useState(false);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    if (!file) return;
    setBusy(true);
    setError(null);
    setReport(null);
    try {
      setReport(await run(file, skip));
      onImported();
    } catch (err) {
      setError(errorMessage(err, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      width={720}
      title={t('catalogue.import.title')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('catalogue.import.close')}</Button>}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        {hint}
        {columns ? (
          <Typography.Text type="secondary" data-testid="import-columns">
            {t('catalogue.import.required_columns', { columns: columns.required.join(', ') })}
            {columns.optional?.length ? (
              <>
                <br />
                {t('catalogue.import.optional_columns', { columns: columns.optional.join(', ') })}
              </>
            ) : null}
          </Typography.Text>
        ) : null}
        <FileUpload
          accept=".csv,text/csv"
          maxCount={1}
          beforeUpload={(f) => {
            setFile(f);
            return false;
          }}
          onRemove={() => setFile(null)}
        >
          <Button icon={<UploadOutlined />}>{t('catalogue.import.choose_file')}</Button>
        </FileUpload>
        <Checkbox checked={skip} onChange={(e) => setSkip(e.target.checked)}>
          {t('catalogue.import.skip_invalid')}
        </Checkbox>
        <Button type="primary" disabled={!file} loading={busy} onClick={start} data-testid="run-import">
          {t('catalogue.import.run')}
        </Button>
        {error ? <Alert type="error" message={error} showIcon /> : null}
        {report ? (
          <>
            <Alert
              data-testid="import-report"
              type={report.rejected_total ? 'warning' : 'success'}
              showIcon
              message={t('catalogue.import.counts', {
                imported: report.imported,
                created: report.created,
                updated: report.updated,
                rejected: report.rejected_total,
              })}
              // The server's sentence says whether anything was kept and what to do about the rest.
              description={report.rejected_total ? report.message : undefined}
            />
            {report.rejected.length ? (
              <Table
                size="small"
                rowKey="line"
                data-testid="import-rejected"
                dataSource={report.rejected}
                pagination={{ pageSize: 10, showSizeChanger: false }}
                columns={[
                  { key: 'line', dataIndex: 'line', title: t('catalogue.import.line'), width: 90 },
                  { key: 'reason', dataIndex: 'reason', title: t('catalogue.import.reason') },
                ]}
              />
            ) : null}
          </>
        ) : null}
      </Space>
    </Modal>
  );
}
