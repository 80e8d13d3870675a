import { LOT_FIELD_NAMES, type LotField } from '@huashi/domain';
import styled from 'styled-components';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { DataTable, type DataTableColumn } from '../../primitives/DataTable';
import { Stack } from '../../primitives/Stack';
import { fileLabel } from '../../internal/fileLabel';
import { vars } from '../../theme/vars';
import { StyledTwoLines } from '../internal/cellStyles';
import { wrappingRow } from '../../internal/flex';

/** The server's preview of a CSV import: nothing is written until 确认导入. */
export type CsvPreviewData = {
  auctionDate: string;
  /** The file's own problems (columns, date, too many rows). */
  fileProblems: readonly string[];
  rows: readonly {
    line: number;
    cells: Record<LotField, string>;
    supplierName: string;
    flwName: string;
    problems: readonly { field: LotField; message: string }[];
  }[];
  total: number;
  bad: number;
};

type PreviewRow = CsvPreviewData['rows'][number];

export type CsvImportPreviewProps = {
  /** The auction date the lots go to. */
  auctionDate: string;
  preview: CsvPreviewData | null;
  /** The chosen file's name. */
  fileName?: string;
  /** Reading and checking the file. */
  loading?: boolean;
  /** The preview call failed (not the file's problems). */
  error?: string;
  importing?: boolean;
  importError?: string;
  /** The last import's result, e.g. 已导入20个批次. */
  imported?: string;
  onFile: (file: File) => void;
  onTemplate: () => void;
  onImport: () => void;
  onCancel: () => void;
};

const StyledActions = styled.div`
  ${wrappingRow(vars.space[3])}
`;

const StyledFileLabel = styled.label`
  ${fileLabel}
  position: relative;
  background: ${vars.color.primary};
  color: ${vars.color.onPrimary};
  input {
    inset: 0;
  }
`;

const StyledProblems = styled.ul`
  margin: ${vars.space[0]};
  padding: ${vars.space[0]};
  list-style: none;
  color: ${vars.color.danger};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.tight};
  li {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const StyledMuted = styled.span`
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
`;

/** A code with the name it was found under (stacked, cut with an ellipsis, whole in the title); the bare cell if none. */
function CodeAndName({ code, name }: { code: string; name: string }) {
  return name ? (
    <StyledTwoLines title={`${code} ${name}`}>
      <span>{code}</span>
      <StyledMuted>{name}</StyledMuted>
    </StyledTwoLines>
  ) : (
    <StyledTwoLines title={code}>
      <span>{code}</span>
    </StyledTwoLines>
  );
}

const StyledOk = styled.span`
  color: ${vars.color.success};
`;

const StyledSummary = styled.p`
  margin: ${vars.space[0]};
  color: ${vars.color.text};
`;

const cellText = (row: PreviewRow, field: LotField) => row.cells[field] || '—';

/**
 * 导入 CSV: download the template, choose a file, read every row's problems in Chinese, then import all rows at once
 * (refused while any row has a problem: nothing is written until then).
 */
export function CsvImportPreview({
  auctionDate,
  preview,
  fileName,
  loading = false,
  error,
  importing = false,
  importError,
  imported,
  onFile,
  onTemplate,
  onImport,
  onCancel,
}: CsvImportPreviewProps) {
  const problemCount = preview ? preview.bad + preview.fileProblems.length : 0;
  const canImport = preview !== null && problemCount === 0 && preview.total > 0 && !loading;
  const columns: DataTableColumn<PreviewRow>[] = [
    { key: 'line', header: '行号', width: 'minmax(0, 0.5fr)', align: 'end', cell: (row) => row.line },
    {
      key: 'supplier',
      header: LOT_FIELD_NAMES.supplierId,
      width: 'minmax(0, 1.6fr)',
      cell: (row) => <CodeAndName code={cellText(row, 'supplierId')} name={row.supplierName} />,
    },
    {
      key: 'variety',
      header: LOT_FIELD_NAMES.flwCode,
      width: 'minmax(0, 1.3fr)',
      cell: (row) => <CodeAndName code={cellText(row, 'flwCode')} name={row.flwName} />,
    },
    {
      key: 'grade',
      header: '等级/长度/开放度',
      width: 'minmax(0, 1.1fr)',
      cell: (row) => `${cellText(row, 'levelName')} / ${cellText(row, 'lengthCode')} / ${cellText(row, 'openCode')}`,
    },
    { key: 'bundles', header: LOT_FIELD_NAMES.bundles, width: 'minmax(0, 0.5fr)', align: 'end', cell: (row) => cellText(row, 'bundles') },
    {
      key: 'price',
      header: '结算/销售价',
      width: 'minmax(0, 0.9fr)',
      align: 'end',
      cell: (row) => `${cellText(row, 'sourcePrice')} / ${cellText(row, 'salePrice')}`,
    },
    { key: 'position', header: LOT_FIELD_NAMES.positionNo, width: 'minmax(0, 0.8fr)', cell: (row) => cellText(row, 'positionNo') },
    {
      key: 'problems',
      header: '问题',
      width: 'minmax(0, 1.9fr)',
      cell: (row) =>
        row.problems.length === 0 ? (
          <StyledOk>可导入</StyledOk>
        ) : (
          <StyledProblems aria-label={`第${row.line}行的问题`}>
            {row.problems.map((problem) => (
              <li key={`${problem.field}-${problem.message}`} title={`${LOT_FIELD_NAMES[problem.field]}：${problem.message}`}>
                {problem.message}
              </li>
            ))}
          </StyledProblems>
        ),
    },
  ];
  return (
    <Card>
      <Stack gap={3}>
        <StyledSummary>
          导入到拍卖日 <strong>{auctionDate}</strong>：A、B 类供应商的批次进入限时直供专区，C 类进入全天专区。价格按元/枝填写。
        </StyledSummary>
        <StyledActions>
          <Button variant="secondary" onClick={onTemplate}>
            下载模板
          </Button>
          <StyledFileLabel aria-busy={loading}>
            {loading ? '正在检查…' : '选择 CSV 文件'}
            <input
              type="file"
              accept=".csv,text/csv"
              aria-label="选择 CSV 文件"
              disabled={loading || importing}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                event.currentTarget.value = '';
                if (file) onFile(file);
              }}
            />
          </StyledFileLabel>
          {fileName ? <span>{fileName}</span> : null}
        </StyledActions>
        {imported ? <Banner tone="success">{imported}</Banner> : null}
        {error ? <Banner tone="error">{error}</Banner> : null}
        {preview ? (
          <>
            {preview.fileProblems.map((problem) => (
              <Banner key={problem} tone="error">
                {problem}
              </Banner>
            ))}
            {preview.total > 0 ? (
              <Banner tone={preview.bad > 0 ? 'error' : 'success'} title={preview.bad > 0 ? '请修改后重新选择文件' : '检查通过'}>
                共{preview.total}行，{preview.bad > 0 ? `${preview.bad}行有问题，未写入任何数据` : '全部可导入'}。
              </Banner>
            ) : null}
            {preview.rows.length > 0 ? (
              <DataTable aria-label="导入预览" rows={preview.rows} columns={columns} rowKey={(row) => row.line} rowHeight={56} />
            ) : null}
            {importError ? <Banner tone="error">{importError}</Banner> : null}
            <StyledActions>
              <Button onClick={onImport} disabled={!canImport} loading={importing}>
                确认导入{preview.total > 0 ? `（${preview.total}个批次）` : ''}
              </Button>
              <Button variant="secondary" onClick={onCancel} disabled={importing}>
                取消
              </Button>
            </StyledActions>
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
