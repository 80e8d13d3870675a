/**
 * A desk's Excel export (issue 31), the same for every desk: `starts` names the desk's ways to export (each starts a
 * job on the server with the desk's current filters); the hook polls the job's progress while it runs, cancels it,
 * and hands DeskExport (packages/ui) what to show. The desk stays usable: the file is written on the server.
 */
import { defaultBaseURL, deskExportKeys, errorMessage, type DeskExportJob } from '@huashi/api';
import type { DeskExportAction, DeskExportProps } from '@huashi/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { deskExports } from './staffSession';

/** How often a running job's progress is read. */
export const EXPORT_POLL_MS = 500;

export type DeskExportStart = DeskExportAction & { start: () => Promise<DeskExportJob> };

export function useDeskExport(starts: readonly DeskExportStart[]): DeskExportProps {
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: (key: string) => starts.find((s) => s.key === key)!.start(),
    onSuccess: (job) => {
      queryClient.setQueryData(deskExportKeys.progress(job.id), job);
      setJobId(job.id);
    },
  });
  const progress = useQuery({
    queryKey: deskExportKeys.progress(jobId ?? ''),
    queryFn: () => deskExports.progress(jobId!),
    enabled: jobId !== null,
    refetchInterval: (query) => (query.state.data?.state === 'running' ? EXPORT_POLL_MS : false),
  });
  const cancel = useMutation({
    mutationFn: (id: string) => deskExports.cancel({ id }),
    onSuccess: (job) => queryClient.setQueryData(deskExportKeys.progress(job.id), job),
  });
  const job = jobId === null ? null : (progress.data ?? null);
  const failure = start.error ?? progress.error ?? cancel.error;
  return {
    actions: starts.map(({ key, label }) => ({ key, label })),
    job: job && { ...job, href: job.href && `${defaultBaseURL()}${job.href}` },
    starting: start.isPending,
    error: failure ? errorMessage(failure, '导出失败，请稍后再试') : null,
    onExport: (key) => {
      cancel.reset();
      start.mutate(key);
    },
    onCancel: () => {
      if (jobId) cancel.mutate(jobId);
    },
    // The link works once: after the browser has taken it, the buttons come back (next turn, so the click's own
    // download still has its link).
    onDownloaded: () => {
      window.setTimeout(() => {
        setJobId(null);
        start.reset();
      }, 0);
    },
  };
}
