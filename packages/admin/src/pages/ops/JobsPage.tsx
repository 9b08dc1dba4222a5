import type { JobStateName, JobView } from '@portal/contracts';
import { JOB_STATES, jobKindKey } from '@portal/contracts';
import { errorMessage, PageHeader } from '@portal/ui';
import { App, Button, Progress, Segmented, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRetryJob, useJobs } from '../../queries/ops';
import type { JobsSearch } from '../../routes/ops';
import { useListSearch } from '../../routes/useListSearch';

const PAGE_SIZE = 20;
const COLOURS: Record<JobStateName, string> = {
  queued: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
};

const percentOf = (p: JobView['progress']) => {
  const done = Number(p?.done);
  const total = Number(p?.total);
  return total > 0 && Number.isFinite(done) ? Math.min(100, Math.round((done / total) * 100)) : null;
};

/**
 * The tab the page opens on: failures when there are any (what an admin comes here for), else what is
 * happening now, what waits, then what is done; the waiting ones when there are no jobs at all.
 */
const OPENING: JobStateName[] = ['failed', 'running', 'queued', 'done'];
const openingState = (counts: Partial<Record<JobStateName, number>>): JobStateName =>
  OPENING.find((s) => (counts[s] ?? 0) > 0) ?? 'queued';

/** Background jobs by state, with progress and the last error; a failed job can be queued again. */
export function JobsPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [search, setSearch] = useListSearch<JobsSearch>();
  // Until a tab is picked, the first answer's counts (the same in every answer) choose one, which then
  // stays put as jobs come and go; only failures arriving later take the page to them.
  const [opening, setOpening] = useState<JobStateName>();
  const state = search.state ?? opening ?? 'failed';
  const page = search.page ?? 1;
  const list = useJobs({ state, page, size: PAGE_SIZE });
  const retry = useRetryJob();
  const counts = list.data?.counts ?? {};
  useEffect(() => {
    const now = list.data?.counts;
    if (now) setOpening((prev) => ((now.failed ?? 0) > 0 ? 'failed' : (prev ?? openingState(now))));
  }, [list.data]);
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.language) : '-');

  return (
    <>
      <PageHeader title={t('ops.jobs.title')} />
      <Typography.Paragraph type="secondary">{t('ops.jobs.intro')}</Typography.Paragraph>
      <Segmented<JobStateName>
        value={state}
        onChange={(next) => setSearch({ state: next })}
        options={JOB_STATES.map((s) => ({
          value: s,
          label: `${t(`ops.jobs.states.${s}`)} (${counts[s] ?? 0})`,
        }))}
        style={{ marginBottom: 16 }}
      />
      <Table<JobView>
        rowKey="_id"
        loading={list.isLoading}
        dataSource={list.data?.jobs ?? []}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.count ?? 0,
          showSizeChanger: false,
          onChange: (p) => setSearch({ page: p }),
        }}
        locale={{ emptyText: t('ops.jobs.empty') }}
        scroll={{ x: true }}
        columns={[
          { key: 'id', title: '#', dataIndex: '_id', width: 80 },
          {
            key: 'kind',
            title: t('ops.jobs.kind'),
            // The name in the reader's language; the raw kind stays underneath for whoever reads the logs.
            render: (_, j) => {
              const name = t(`ops.jobs.kinds.${jobKindKey(j.kind)}`, { defaultValue: '' });
              return name ? (
                <>
                  <div>{name}</div>
                  <Typography.Text type="secondary" code style={{ fontSize: 12 }} data-testid="job-kind-raw">
                    {j.kind}
                  </Typography.Text>
                </>
              ) : (
                <Typography.Text code>{j.kind}</Typography.Text>
              );
            },
          },
          {
            key: 'state',
            title: t('ops.jobs.state'),
            render: (_, j) => <Tag color={COLOURS[j.state]}>{t(`ops.jobs.states.${j.state}`)}</Tag>,
          },
          {
            key: 'attempts',
            title: t('ops.jobs.attempts'),
            render: (_, j) => t('ops.jobs.attempts_of', { attempts: j.attempts, max: j.max_attempts }),
          },
          {
            key: 'progress',
            title: t('ops.jobs.progress'),
            render: (_, j) => {
              const pct = j.state === 'done' ? 100 : percentOf(j.progress);
              return pct === null ? '-' : <Progress percent={pct} size="small" style={{ minWidth: 120 }} />;
            },
          },
          {
            key: 'error',
            title: t('ops.jobs.error'),
            render: (_, j) =>
              j.last_error ? (
                <Typography.Text type="danger" ellipsis={{ tooltip: j.last_error }} style={{ maxWidth: 320 }}>
                  {j.last_error}
                </Typography.Text>
              ) : (
                '-'
              ),
          },
          { key: 'created', title: t('ops.jobs.created'), render: (_, j) => when(j.created_at) },
          { key: 'finished', title: t('ops.jobs.finished'), render: (_, j) => when(j.finished_at) },
          {
            key: 'actions',
            title: t('ops.jobs.actions'),
            render: (_, j) =>
              j.state === 'failed' ? (
                <Button
                  size="small"
                  loading={retry.isPending && retry.variables === j._id}
                  onClick={() =>
                    retry.mutate(j._id, {
                      onSuccess: (res) => void message.success(res.message),
                      onError: (err) => void message.error(errorMessage(err, t)),
                    })
                  }
                >
                  {t('ops.jobs.retry')}
                </Button>
              ) : null,
          },
        ]}
      />
    </>
  );
}
