import { exportPercent, exportProgressText, type DeskExportProgress } from '@huashi/domain';
import styled from 'styled-components';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { numericText } from '../../internal/numericText';
import { progressTrack } from '../../internal/progressTrack';
import { vars } from '../../theme/vars';

/** One way to export the desk's view, e.g. { key: 'view', label: '导出 Excel' } or { key: 'month', label: '导出本月' }. */
export type DeskExportAction = { key: string; label: string };

/** The desk's export job as the page last read it (null: none yet, or it was dismissed). */
export type DeskExportJobData = DeskExportProgress & {
  fileName: string;
  /** The one-time download link once done, else ''. */
  href: string;
};

export type DeskExportProps = {
  actions: readonly DeskExportAction[];
  onExport: (key: string) => void;
  job: DeskExportJobData | null;
  /** A refused or failed start (导出任务较多，请稍后再试 …), or a lost job. */
  error?: string | null;
  /** The start request is on its way. */
  starting?: boolean;
  onCancel: () => void;
  /** The download link was followed (the file works once): the control returns to its buttons. */
  onDownloaded?: () => void;
};

const StyledExport = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]} ${vars.space[3]};
`;

const StyledProgress = styled.div`
  display: flex;
  flex: 1 1 280px;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]} ${vars.space[3]};
  min-width: 0;
`;

const StyledBar = styled.div`
  ${progressTrack(vars.color.primary)}
  flex: 1 1 160px;
  height: ${vars.space[2]};
  min-width: 120px;
`;

const StyledText = styled.span`
  ${numericText}
  color: ${vars.color.textMuted};
`;

const StyledLink = styled.a`
  color: ${vars.color.primary};
  font-weight: ${vars.font.weight.bold};
`;

/**
 * 导出 Excel of a desk (issue 31): the desk's export buttons; while the server writes the file, a progress bar with
 * rows written of the total and 取消; once done, the file's download link (it works once); a failure or refusal in
 * a banner with the buttons back. The desk stays usable the whole time.
 */
export function DeskExport({ actions, onExport, job, error, starting = false, onCancel, onDownloaded }: DeskExportProps) {
  const running = job?.state === 'running';
  return (
    <StyledExport aria-label="导出">
      {running ? (
        <StyledProgress>
          <StyledBar
            role="progressbar"
            aria-label={`导出 ${job.fileName}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={exportPercent(job)}
          >
            <span style={{ width: `${exportPercent(job)}%` }} />
          </StyledBar>
          <StyledText role="status">{exportProgressText(job)}</StyledText>
          <Button variant="secondary" size="sm" onClick={onCancel}>
            取消导出
          </Button>
        </StyledProgress>
      ) : (
        actions.map((action) => (
          <Button key={action.key} variant="secondary" size="sm" loading={starting} onClick={() => onExport(action.key)}>
            {action.label}
          </Button>
        ))
      )}
      {job?.state === 'done' && job.href !== '' && (
        <StyledText role="status">
          {exportProgressText(job)}：
          <StyledLink href={job.href} download={job.fileName} onClick={onDownloaded}>
            下载 {job.fileName}
          </StyledLink>
        </StyledText>
      )}
      {(job?.state === 'failed' || job?.state === 'cancelled') && !error && (
        <StyledText role="status">{exportProgressText(job)}</StyledText>
      )}
      {error && <Banner tone="error">{error}</Banner>}
    </StyledExport>
  );
}
