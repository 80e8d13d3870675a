import type { SessionType } from '@huashi/domain';
import { useEffect, useId, useRef, useState, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { Button } from '../../../primitives/Button';
import { Dialog } from '../../../primitives/Dialog';
import { column, wrappingRow } from '../../../internal/flex';
import { StyledFieldMessage } from '../../../internal/Field';
import { vars } from '../../../theme/vars';
import { SupplierSearch } from '../../catalog/SupplierSearch';

/** A supplier a standing line may prefer: its number and its name. */
export type StandingSupplierOption = { supplierId: string; supplierName: string };

/**
 * What the picker asks for: the suppliers of a variety by a keyword (number, name or location; '' = all of them), in
 * the order's zone (null: both) and of the line's grade ('' = any; a letter is its class, A for A+ A A-) — a supplier
 * of the other zone or without the grade could never fill the line (trial 2 of issue 32).
 */
export type StandingSupplierQuery = { flwCode: string; keyword: string; session: SessionType | null; levelName: string };

/** Finds the suppliers a line may prefer (StandingSupplierQuery). */
export type FindStandingSuppliers = (query: StandingSupplierQuery) => Promise<readonly StandingSupplierOption[]>;

export type StandingSupplierPickerProps = Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> & {
  /** The line's variety (''): suppliers are looked for among its lots; none chosen yet, the picker waits for it. */
  flwCode: string;
  /** The order's zone: only its suppliers are offered (null: both). */
  session?: SessionType | null;
  /** The line's grade: only suppliers selling it are offered ('' = any). */
  levelName?: string;
  /** The variety's name, for the dialog's title. */
  flwName?: string;
  /** The supplier preferred now, or null for none (不限). */
  value: StandingSupplierOption | null;
  onChange: (value: StandingSupplierOption | null) => void;
  findSuppliers: FindStandingSuppliers;
  /** Opens the search on mount (listing every supplier of the variety), as 选择供应商 does. */
  defaultOpen?: boolean;
};

type Found =
  | { state: 'idle' }
  | { state: 'loading'; keyword: string }
  | { state: 'done'; keyword: string; list: readonly StandingSupplierOption[] }
  | { state: 'failed'; keyword: string };

const StyledPicker = styled.div`
  ${column(vars.space[1])}
  min-width: 0;
`;

const StyledLabel = styled.span`
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
`;

const StyledValue = styled.div`
  ${wrappingRow(vars.space[2])}
  align-items: center;
  min-height: ${vars.size.controlMd};
`;

const StyledName = styled.span`
  overflow-wrap: anywhere;
`;

const StyledResults = styled.ul`
  ${column(vars.space[2])}
  margin: ${vars.space[3]} ${vars.space[0]} ${vars.space[0]};
  padding: ${vars.space[0]};
  list-style: none;
`;

const StyledNote = styled.p`
  margin: ${vars.space[3]} ${vars.space[0]} ${vars.space[0]};
  color: ${vars.color.textSecondary};
`;

/** "呈贡斗南花卉种植专业合作社（A1001）": how a supplier is named in the editor. */
export function supplierOptionText(option: StandingSupplierOption): string {
  return option.supplierName ? `${option.supplierName}（${option.supplierId}）` : option.supplierId;
}

/**
 * 优先供应商 of a standing line: shows the supplier by name (不限 when none), and 选择 opens a dialog that searches
 * the suppliers of the line's variety with the shop page's SupplierSearch box (number, name or location; Enter
 * searches, 清空 lists them all) — the suppliers come from `findSuppliers` (the app asks the server); a tap picks one.
 * 不限 clears the preference. Without a variety there is nothing to search: the button waits for it.
 */
export function StandingSupplierPicker({
  flwCode,
  flwName,
  session = null,
  levelName = '',
  value,
  onChange,
  findSuppliers,
  defaultOpen = false,
  ...rest
}: StandingSupplierPickerProps) {
  const labelId = useId();
  const hintId = useId();
  const startsOpen = defaultOpen && Boolean(flwCode);
  const [open, setOpen] = useState(startsOpen);
  const [found, setFound] = useState<Found>(startsOpen ? { state: 'loading', keyword: '' } : { state: 'idle' });
  // Only the newest search's answer is shown (a slow earlier one arriving late is dropped).
  const latest = useRef(0);
  const ask = (keyword: string) => {
    const ticket = ++latest.current;
    findSuppliers({ flwCode, keyword, session, levelName: levelName.trim() }).then(
      (list) => {
        if (ticket === latest.current) setFound({ state: 'done', keyword, list });
      },
      () => {
        if (ticket === latest.current) setFound({ state: 'failed', keyword });
      },
    );
  };
  const search = (keyword: string) => {
    setFound({ state: 'loading', keyword });
    ask(keyword);
  };
  const openPicker = () => {
    setOpen(true);
    search('');
  };
  useEffect(() => {
    if (startsOpen) ask('');
    // Once, on mount: the search it opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const pick = (option: StandingSupplierOption | null) => {
    onChange(option);
    setOpen(false);
  };
  const keyword = found.state === 'idle' ? '' : found.keyword;
  return (
    <StyledPicker role="group" aria-labelledby={labelId} aria-describedby={flwCode ? undefined : hintId} {...rest}>
      <StyledLabel id={labelId}>优先供应商</StyledLabel>
      <StyledValue>
        <StyledName>{value ? supplierOptionText(value) : '不限'}</StyledName>
        <Button size="sm" variant="secondary" disabled={!flwCode} onClick={openPicker}>
          {value ? '更换' : '选择供应商'}
        </Button>
        {value ? (
          <Button size="sm" variant="ghost" onClick={() => onChange(null)}>
            不限
          </Button>
        ) : null}
      </StyledValue>
      {flwCode ? null : (
        <StyledFieldMessage id={hintId} $tone="hint">
          先选择品种，再选供应商
        </StyledFieldMessage>
      )}
      <Dialog
        open={open}
        title={flwName ? `选择${flwName}的优先供应商` : '选择优先供应商'}
        placement="bottom"
        size="sm"
        onClose={() => setOpen(false)}
        // The search box is a form of its own: its Enter must not submit the editor around this picker.
        onSubmit={(event) => event.stopPropagation()}
      >
        <SupplierSearch keyword={keyword} onSearch={search} />
        {found.state === 'loading' ? <StyledNote role="status">正在查找…</StyledNote> : null}
        {found.state === 'failed' ? (
          <StyledNote role="alert">
            查找失败，请重试{' '}
            <Button size="sm" variant="ghost" onClick={() => search(found.keyword)}>
              重试
            </Button>
          </StyledNote>
        ) : null}
        {found.state === 'done' && found.list.length === 0 ? (
          <StyledNote role="status">{found.keyword ? '没有找到符合的供应商' : '今天没有供应商在卖这个品种'}</StyledNote>
        ) : null}
        {found.state === 'done' && found.list.length > 0 ? (
          <StyledResults aria-label="供应商">
            {found.list.map((option) => (
              <li key={option.supplierId}>
                <Button
                  block
                  variant={option.supplierId === value?.supplierId ? 'primary' : 'secondary'}
                  aria-pressed={option.supplierId === value?.supplierId}
                  onClick={() => pick(option)}
                >
                  {supplierOptionText(option)}
                </Button>
              </li>
            ))}
          </StyledResults>
        ) : null}
      </Dialog>
    </StyledPicker>
  );
}
