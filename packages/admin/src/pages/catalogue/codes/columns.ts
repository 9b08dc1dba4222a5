import type { CodeListPath, CodeRow } from '@portal/api-client';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';

/** Columns of a code list; DF codes also carry the ECU family and the OBD-II code they map to. */
export function codeColumns(list: CodeListPath, t: TFunction): TableColumnsType<CodeRow> {
  return [
    { key: 'code', dataIndex: 'code', title: t('catalogue.codes.code'), width: 180 },
    ...(list === 'dpcode'
      ? [
          { key: 'ecu', dataIndex: 'ecu', title: t('catalogue.codes.ecu'), width: 140 },
          { key: 'p_code', dataIndex: 'p_code', title: t('catalogue.codes.p_code'), width: 120 },
        ]
      : []),
    { key: 'description', dataIndex: 'description', title: t('catalogue.codes.description') },
  ];
}
