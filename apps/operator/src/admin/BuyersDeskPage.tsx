/**
 * /admin/buyers (管理员, 财务, 客服): find a buyer by phone, name or account number; their account, balance, ledger,
 * orders and addresses; 增加余额 / 扣减余额 with a mandatory reason for 财务 and 管理员 (客服 is told why not — the
 * server refuses it too). Issue 18: an operator's unpaid order (待付款) is settled here by 财务 and 管理员 (代扣付款, after
 * any counter cash went in with 增加余额). Issue 26: 客服 and 管理员 set the buyer's customer manager (设置客户经理), which the
 * buyer's 联系我们 shows.
 */
import { errorMessage } from '@huashi/api';
import {
  BUYER_DESK_MESSAGES,
  fenOf,
  formatPrice,
  mayAdjustBalance,
  maySetManager,
  ORDER_PAYMENT_MESSAGES,
  usableFen,
  type AdjustDirection,
  type StaffRole,
} from '@huashi/domain';
import {
  BalanceAdjustDialog,
  BuyerLedger,
  DeskExport,
  BuyerManagerDialog,
  BuyerOrderList,
  BuyerProfile,
  BuyerSearch,
  Card,
  ConfirmDialog,
  Page,
  Stack,
  useMessage,
  type BuyerOrderData,
} from '@huashi/ui';
import { useState } from 'react';
import { pagedList, queryStatus } from './queryStatus';
import { deskExports } from './staffSession';
import { useDeskExport } from './useDeskExport';
import { BUYERS_PAGE_SIZE, LEDGER_PAGE_SIZE, ORDERS_PAGE_SIZE, useBuyersDesk } from './useBuyersDesk';

export function BuyersDeskPage({ role }: { role: StaffRole }) {
  const message = useMessage();
  const desk = useBuyersDesk();
  const ledgerExport = useDeskExport([
    { key: 'ledger', label: '导出 Excel', start: () => deskExports.ledger({ buyerId: desk.buyerId ?? 0 }) },
  ]);
  const [adjusting, setAdjusting] = useState<AdjustDirection | null>(null);
  const [settling, setSettling] = useState<BuyerOrderData | null>(null);
  const [settingManager, setSettingManager] = useState(false);
  const canAdjust = mayAdjustBalance(role);
  const canSetManager = maySetManager(role);
  const { profile } = desk;

  return (
    <Page as="main" width="fill" gutter="lg" title="买家" description="按手机号、名称或账号查找买家，查看账户、资金流水、订单与收货地址。">
      <Stack gap={4}>
        <BuyerSearch
          query={desk.q}
          onSearch={desk.search}
          {...pagedList(
            desk.results,
            desk.rows,
            { page: desk.page, pageSize: BUYERS_PAGE_SIZE, onPageChange: desk.setPage },
            '买家列表加载失败，请稍后再试',
          )}
          selectedId={desk.buyerId}
          onOpen={(row) => desk.openBuyer(row.id)}
        />
        {desk.buyerId !== null ? (
          <>
            <BuyerProfile
              profile={profile}
              {...queryStatus(desk.detail, '买家信息加载失败，请稍后再试')}
              canAdjust={canAdjust}
              adjustHint={canAdjust ? undefined : BUYER_DESK_MESSAGES.adjustForbidden}
              onAdjust={(direction) => {
                desk.adjust.reset();
                setAdjusting(direction);
              }}
              onSetManager={
                canSetManager
                  ? () => {
                      desk.manager.reset();
                      setSettingManager(true);
                    }
                  : undefined
              }
            />
            <Card title="资金流水" extra={<DeskExport {...ledgerExport} />}>
              <BuyerLedger
                {...pagedList(
                  desk.ledger,
                  desk.ledgerRows,
                  { page: desk.ledgerPage, pageSize: LEDGER_PAGE_SIZE, onPageChange: desk.setLedgerPage },
                  '资金流水加载失败，请稍后再试',
                )}
              />
            </Card>
            <Card title="订单">
              <BuyerOrderList
                {...pagedList(
                  desk.orders,
                  desk.orderRows,
                  { page: desk.ordersPage, pageSize: ORDERS_PAGE_SIZE, onPageChange: desk.setOrdersPage },
                  '订单加载失败，请稍后再试',
                )}
                onSettle={canAdjust ? setSettling : undefined}
                settlingId={desk.settle.isPending ? (desk.settle.variables ?? null) : null}
              />
            </Card>
          </>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={settling !== null}
        title="代扣付款"
        message={
          settling
            ? `从买家余额代扣订单 ${settling.orderNo} 的应付 ${formatPrice(settling.paymentFen)}？` +
              (profile ? `买家可用余额 ${formatPrice(usableFen(profile.balanceFen, profile.frozenFen))}。` : '') +
              '余额不足时请先现金充值（增加余额）。'
            : ''
        }
        confirmText="代扣付款"
        confirmLoading={desk.settle.isPending}
        onCancel={() => {
          if (!desk.settle.isPending) setSettling(null);
        }}
        onConfirm={() => {
          if (!settling || desk.settle.isPending) return;
          desk.settle.mutate(settling.id, {
            onSuccess: (result) => {
              setSettling(null);
              message.success(
                `${result.paidNow ? ORDER_PAYMENT_MESSAGES.settled : ORDER_PAYMENT_MESSAGES.alreadyPaid}，当前可用余额 ${formatPrice(fenOf(result.balance))}`,
              );
            },
            onError: (error) => {
              setSettling(null);
              message.error(errorMessage(error, '代扣付款失败，请稍后再试'));
            },
          });
        }}
      />
      <BuyerManagerDialog
        buyer={settingManager && profile && canSetManager ? profile : null}
        onClose={() => setSettingManager(false)}
        pending={desk.manager.isPending}
        serverError={desk.manager.isError ? errorMessage(desk.manager.error, '保存失败，请稍后再试') : undefined}
        onSubmit={(values) =>
          desk.manager.mutate(values, {
            onSuccess: (saved) => {
              setSettingManager(false);
              message.success(saved.managerPhone ? BUYER_DESK_MESSAGES.managerSaved : BUYER_DESK_MESSAGES.managerCleared);
            },
          })
        }
      />
      <BalanceAdjustDialog
        buyer={adjusting && profile && canAdjust ? profile : null}
        direction={adjusting ?? 'credit'}
        onClose={() => setAdjusting(null)}
        pending={desk.adjust.isPending}
        serverError={desk.adjust.isError ? errorMessage(desk.adjust.error, '调整失败，请稍后再试') : undefined}
        onSubmit={(values) =>
          desk.adjust.mutate(values, {
            onSuccess: (result) => {
              setAdjusting(null);
              message.success(`${BUYER_DESK_MESSAGES.adjusted}，当前余额 ${formatPrice(fenOf(result.buyer.balance))}`);
            },
          })
        }
      />
    </Page>
  );
}
