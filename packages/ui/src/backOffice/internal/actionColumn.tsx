import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '../../primitives/Button';
import type { DataTableAlign, DataTableColumn } from '../../primitives/DataTable';

/**
 * A desk's last column: one small button a row (查看, 处理, 修改 …). Every desk wrote it out by hand; decisions:
 * - the click stays with the button (stopPropagation): a desk whose rows are clickable must not run both;
 * - the button names its row for a screen reader (`ariaLabel`): a column of identical 查看 is unusable otherwise;
 * - a desk that marks the open row says so with `pressed` (aria-pressed), which a plain link button leaves out.
 */
export type ActionColumnOptions<Row> = {
  key: string;
  header: ReactNode;
  width: string;
  align?: DataTableAlign;
  label: (row: Row) => ReactNode;
  ariaLabel: (row: Row) => string;
  onClick: (row: Row) => void;
  /** Default `link`. */
  variant?: (row: Row) => ButtonVariant;
  pressed?: (row: Row) => boolean;
  disabled?: boolean;
};

export function actionColumn<Row>(options: ActionColumnOptions<Row>): DataTableColumn<Row> {
  const { key, header, width, align, label, ariaLabel, onClick, variant, pressed, disabled } = options;
  return {
    key,
    header,
    width,
    ...(align ? { align } : {}),
    cell: (row) => (
      <Button
        size="sm"
        variant={variant?.(row) ?? 'link'}
        disabled={disabled}
        aria-label={ariaLabel(row)}
        aria-pressed={pressed?.(row)}
        onClick={(event) => {
          event.stopPropagation();
          onClick(row);
        }}
      >
        {label(row)}
      </Button>
    ),
  };
}
