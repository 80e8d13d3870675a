/**
 * /admin/claims (管理员, 客服): the 售后理赔 desk — accept and set the amount in one step (formula or lower with a
 * reason), or accept only; pay once; reject; once the amount is decided, 向供应商扣款 or not (issue 31).
 */
import { errorMessage, type ClaimRow } from '@huashi/api';
import { CLAIM_ACTION_DONE, CLAIM_FORMULA_TEXT, formatYuan, SETTLEMENT_ACTION_DONE } from '@huashi/domain';
import { ClaimDecision, ClaimsDesk, DeskExport, Page, useMessage } from '@huashi/ui';
import { useState } from 'react';
import { queryStatus } from './queryStatus';
import { deskExports } from './staffSession';
import { useDeskExport } from './useDeskExport';
import { CLAIMS_PAGE_SIZE, claimRowData, useClaimPhotos, useClaimsDesk, type ClaimDecideInput } from './useClaimsDesk';

/** What a decision did (已受理 / 待赔付 / 已驳回 / 已记录扣款决定), never 已 + a status label (已处理失败 reads like an error). */
function doneText(input: ClaimDecideInput, paid: string, balance: string): string {
  if (input.action === 'pay') return `已赔付 ￥${paid}，买家余额 ￥${balance}`;
  if (input.action === 'chargeBack') return SETTLEMENT_ACTION_DONE.chargeBack;
  return CLAIM_ACTION_DONE[input.action];
}

export function ClaimsDeskPage() {
  const message = useMessage();
  const desk = useClaimsDesk();
  const exporter = useDeskExport([
    { key: 'claims', label: '导出 Excel', start: () => deskExports.claims({ state: desk.filters.state, keyword: desk.filters.keyword }) },
  ]);
  const [openId, setOpenId] = useState<number | null>(null);
  // The decision's answer: a decided claim leaves its state tab, and the dialog follows it to its next step.
  const [decided, setDecided] = useState<ClaimRow | null>(null);
  const open: ClaimRow | null = (decided?.id === openId ? decided : null) ?? desk.rows.find((r) => r.id === openId) ?? null;
  const photos = useClaimPhotos(open);
  const { decide } = desk;
  const run = (input: ClaimDecideInput) => {
    if (decide.isPending) return;
    decide.mutate(input, {
      onSuccess: (decision) => {
        setDecided(decision.row);
        message.success(doneText(input, decision.row.realAmount, decision.balance));
        if (input.action === 'pay' || input.action === 'reject') setOpenId(null);
      },
    });
  };
  return (
    <Page
      as="main"
      width="fill"
      gutter="lg"
      title="售后理赔"
      description={`买家的售后申请须在72小时内回复：受理并按公式（${CLAIM_FORMULA_TEXT}，实付已扣活动折扣、会员优惠和优惠券）确定赔付金额，可调低并说明原因；赔付后金额退入买家余额。`}
    >
      <DeskExport {...exporter} />
      <ClaimsDesk
        // The rows only count the photos (the decision shows them, read with the staff token).
        rows={desk.rows.map((r) =>
          claimRowData(
            r,
            r.images.map((i) => i.thumbUrl),
          ),
        )}
        total={desk.total}
        page={desk.page}
        pageSize={CLAIMS_PAGE_SIZE}
        onPageChange={desk.setPage}
        filters={desk.filters}
        onFiltersChange={desk.setFilters}
        onOpen={(row) => {
          decide.reset();
          setDecided(null);
          setOpenId(row.id);
        }}
        now={desk.now}
        {...queryStatus(desk.list, '售后申请加载失败，请稍后再试')}
      />
      <ClaimDecision
        row={open ? claimRowData(open, photos) : null}
        onClose={() => setOpenId(null)}
        onAccept={() => open && run({ id: open.id, action: 'accept' })}
        onPropose={(amountFen, reason) => open && run({ id: open.id, action: 'propose', amount: formatYuan(amountFen), reason })}
        onPay={() => open && run({ id: open.id, action: 'pay' })}
        onReject={(reason) => open && run({ id: open.id, action: 'reject', reason })}
        onChargeBack={(chargeBack, reason) => open && run({ id: open.id, action: 'chargeBack', chargeBack, reason })}
        pending={decide.isPending}
        serverError={decide.isError ? errorMessage(decide.error, '操作失败，请稍后再试') : undefined}
      />
    </Page>
  );
}
