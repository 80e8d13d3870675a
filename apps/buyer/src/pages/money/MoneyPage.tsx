/**
 * /money?key=1..4 (§2): 账单明细, 账户充值, 提现, 银行卡 (issue 17 slices A and B2). An unknown key shows the bills.
 * /money?key=2&back=/pay?… (opened from a payment's 去充值): after 充值成功, 返回付款 goes back there (this site only);
 * a phone payment carries it to its result page (/money/result, issue 27).
 */
import { MONEY_QUERY_KEYS, PAGE_SIZES, readQuery, rechargeResultHref, TOP_UP_RETURN_PARAM, topUpReturnPath } from '@huashi/domain';
import { BankCardForm, BillList, Page, RechargePanel, Tabs, WithdrawForm } from '@huashi/ui';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { devicePattern } from './rechargeWatch';
import { useBills } from './useBills';
import { useRecharge } from './useRecharge';
import { useBankCard, useWithdraw } from './useWithdraw';
import { withdrawalView, withdrawFormInfo } from './moneyViewModels';

const TABS = [
  { key: MONEY_QUERY_KEYS.bills, label: '账单明细' },
  { key: MONEY_QUERY_KEYS.recharge, label: '账户充值' },
  { key: MONEY_QUERY_KEYS.withdraw, label: '提现' },
  { key: MONEY_QUERY_KEYS.bankCard, label: '银行卡' },
] as const;

function keyOf(search: string): number {
  const key = Number(readQuery(`?${search}`, 'key'));
  return TABS.some((tab) => tab.key === key) ? key : MONEY_QUERY_KEYS.bills;
}

export function MoneyPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const key = keyOf(search);
  const index = TABS.findIndex((tab) => tab.key === key);
  const back = topUpReturnPath(readQuery(`?${search}`, TOP_UP_RETURN_PARAM));
  return (
    <Page title="财务中心">
      <Tabs
        items={TABS.map((tab) => ({ label: tab.label, panelId: 'money-panel' }))}
        active={index}
        onChange={(next) => navigate(`/money?key=${TABS[next]!.key}`)}
        aria-label="财务中心"
      />
      <div id="money-panel" role="tabpanel" aria-label={TABS[index]!.label}>
        {key === MONEY_QUERY_KEYS.bills ? <BillsTab /> : null}
        {key === MONEY_QUERY_KEYS.recharge ? (
          <RechargeTab
            back={back}
            onViewBills={() => navigate(`/money?key=${MONEY_QUERY_KEYS.bills}`)}
            onBackToPay={back ? () => navigate(back) : undefined}
            onViewResult={(outTradeNo) => navigate(rechargeResultHref(outTradeNo, back))}
          />
        ) : null}
        {key === MONEY_QUERY_KEYS.withdraw ? <WithdrawTab /> : null}
        {key === MONEY_QUERY_KEYS.bankCard ? <BankCardTab /> : null}
      </div>
    </Page>
  );
}

function BillsTab() {
  const bills = useBills();
  return (
    <BillList
      rows={bills.rows}
      total={bills.total}
      page={bills.page}
      pageSize={PAGE_SIZES.bills}
      onPageChange={bills.setPage}
      loading={bills.loading}
      error={bills.error}
      onRetry={bills.retry}
      start={bills.range.start}
      end={bills.range.end}
      onRangeChange={bills.changeRange}
      rangeError={bills.rangeError}
    />
  );
}

type RechargeTabProps = {
  back: string | null;
  onViewBills: () => void;
  onBackToPay?: () => void;
  onViewResult: (outTradeNo: string) => void;
};

function RechargeTab({ back, onViewBills, onBackToPay, onViewResult }: RechargeTabProps) {
  const recharge = useRecharge(back);
  // 手机支付 on a phone, 扫码支付 on a desktop (the buyer may switch).
  const [defaultPattern] = useState(devicePattern);
  const handoffTradeNo = recharge.handoffTradeNo;
  // The sandbox is named on the panel (no real money); a real gateway is the pay way itself.
  const sandbox = recharge.ways?.find((way) => way.sandbox);
  return (
    <RechargePanel
      gatewayLabel={sandbox?.gateway}
      sandbox={sandbox !== undefined}
      availableWays={recharge.ways?.map((way) => way.payWay)}
      defaultPattern={defaultPattern}
      balanceFen={recharge.balanceFen}
      onSubmit={recharge.submit}
      submitting={recharge.submitting}
      serverError={recharge.serverError}
      qr={recharge.qr}
      handoff={recharge.handoff}
      onViewResult={handoffTradeNo ? () => onViewResult(handoffTradeNo) : undefined}
      onRefresh={recharge.refresh}
      onReset={recharge.reset}
      onViewBills={onViewBills}
      onBackToPay={onBackToPay}
    />
  );
}

function WithdrawTab() {
  const w = useWithdraw();
  return (
    <WithdrawForm
      loading={w.loading}
      loadError={w.loadError}
      onRetry={w.retry}
      info={w.info && withdrawFormInfo(w.info)}
      onSendCode={w.sendCode}
      codeSending={w.codeSending}
      codeSent={w.codeSent}
      codeSecondsLeft={w.codeSecondsLeft}
      onSubmit={w.submit}
      submitting={w.submitting}
      serverError={w.serverError}
      done={w.done && withdrawalView(w.done)}
      onAgain={w.again}
    />
  );
}

function BankCardTab() {
  const b = useBankCard();
  return (
    <BankCardForm
      key={`${b.info?.realName ?? ''}|${b.info?.card?.cardNumber ?? ''}`}
      loading={b.loading}
      loadError={b.loadError}
      onRetry={b.retry}
      realNameState={b.info?.realNameState ?? 'none'}
      realName={b.info?.realName ?? ''}
      card={b.info?.card ?? null}
      banks={b.banks}
      regions={b.regions}
      onSubmit={b.bind}
      submitting={b.binding}
      serverError={b.bindError}
    />
  );
}
