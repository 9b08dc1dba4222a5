import type { CodeListPath, CodeRow } from '@portal/api-client';
import { CodeLookupQuery } from '@portal/contracts';
import { errorMessage, PageHeader, useDebouncedValue } from '@portal/ui';
import { Alert, Card, Empty, Input, Segmented, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCodeLookup } from '@portal/admin/shared';
import { codeColumns } from '@portal/admin/shared';

const LISTS: CodeListPath[] = ['pcode', 'dpcode', 'bcode'];
/** The longest search the server takes (GET /pcode_single?keyword=). */
const KEYWORD_MAX = CodeLookupQuery.properties.keyword.maxLength ?? 100;

/** Customers type the start of a code and see matching codes of the chosen list at once. */
export function CodeLookupPage() {
  const { t } = useTranslation();
  const [list, setList] = useState<CodeListPath>('pcode');
  const [text, setText] = useState('');
  const keyword = useDebouncedValue(text.trim(), 250);
  const found = useCodeLookup(list, keyword);
  return (
    <>
      <PageHeader title={t('catalogue.menu.codes')} />
      <Card>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Segmented
            aria-label={t('catalogue.codes.list')}
            value={list}
            onChange={(v) => setList(v as CodeListPath)}
            options={LISTS.map((l) => ({ value: l, label: t(`catalogue.codes.lists.${l}`) }))}
          />
          <Input
            allowClear
            size="large"
            value={text}
            maxLength={KEYWORD_MAX}
            placeholder={t('catalogue.codes.lookup_placeholder')}
            aria-label={t('catalogue.codes.code')}
            onChange={(e) => setText(e.target.value)}
          />
          {/* A refused search is an error, not "no code found". */}
          {keyword && found.isError ? (
            <Alert type="error" showIcon title={errorMessage(found.error, t)} data-testid="code-error" />
          ) : keyword ? (
            <Table<CodeRow>
              rowKey="_id"
              size="small"
              data-testid="code-results"
              loading={found.isFetching}
              dataSource={found.data}
              pagination={false}
              columns={codeColumns(list, t)}
              locale={{ emptyText: <Empty description={t('catalogue.codes.none_found')} /> }}
            />
          ) : null}
        </Space>
      </Card>
    </>
  );
}
