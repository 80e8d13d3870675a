/**
 * /admin/buyers (管理员, 财务, 客服): find a buyer by phone, name or account number; their account, balance, ledger,
 * orders and addresses; 增加余额 / 扣减余额 with a mandatory reason for 财务 and 管理员 (客服 is told why not — the
 * server refuses it too).
 */
import { errorMessage } from '@huashi/api';
import { BUYER_DESK_MESSAGES, fenOf, formatPrice, mayAdjustBalance, type AdjustDirection, type StaffRole } from '@huashi/domain';
import { BalanceAdjustDialog, BuyerLedger, BuyerOrderList, BuyerProfile, BuyerSearch, Card, Page, Stack, useMessage } from '@huashi/ui';
import { useState } from 'react';
import { pagedList, queryStatus } from './queryStatus';
import { BUYERS_PAGE_SIZE, LEDGER_PAGE_SIZE, ORDERS_PAGE_SIZE, useBuyersDesk } from './useBuyersDesk';

export function BuyersDeskPage({ role }: { role: StaffRole }) {
  const message = useMessage();
  const desk = useBuyersDesk();
  const [adjusting, setAdjusting] = useState<AdjustDirection | null>(null);
  const canAdjust = mayAdjustBalance(role);
  const { profile } = desk;

  return (
    <Page as="main" width="fill" gutter="lg" title="买家" description="按手机号、名称或账号查找买家，查看账户、资金流水、订单与收货地址。">
      <Stack gap={4}>
        <BuyerSearch
          query={desk.q}
          onSearch={desk.search}
          rows={desk.rows}
          total={desk.total}
          page={desk.page}
          pageSize={BUYERS_PAGE_SIZE}
          onPageChange={desk.setPage}
          selectedId={desk.buyerId}
          onOpen={(row) => desk.openBuyer(row.id)}
          {...queryStatus(desk.results, '买家列表加载失败，请稍后再试')}
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
            />
            <Card title="资金流水">
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
              />
            </Card>
          </>
        ) : null}
      </Stack>
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
