/** /admin/settlements (财务, 管理员): 供应商结算 — a period's settlements by supplier, one open below the table. */
import { formatYuan } from '@huashi/domain';
import { Page, SettlementDesk, SettlementDetail, Stack, useMessage } from '@huashi/ui';
import { useSettlementsDesk } from './useSettlementsDesk';

export function SettlementsDeskPage() {
  const message = useMessage();
  const desk = useSettlementsDesk();
  return (
    <Page as="main" width="fill" gutter="lg" title="供应商结算" description="按拍卖日期结算供应商货款：销售额（结算价）减理赔扣款和佣金。">
      <Stack gap={4}>
        <SettlementDesk
          key={`${desk.view.from}|${desk.view.to}`}
          from={desk.view.from}
          to={desk.view.to}
          onPeriodChange={desk.setPeriod}
          rows={desk.rows}
          totals={desk.totals}
          commissionRate={desk.commissionRate}
          {...desk.status}
          onGenerate={() =>
            desk.generate.mutate(undefined, { onSuccess: (page) => message.success(`已生成 ${page.list.length} 张结算单`) })
          }
          generating={desk.generate.isPending}
          onDownload={() => desk.download.mutate()}
          downloading={desk.download.isPending}
          onOpen={desk.open}
          openId={desk.view.open}
          actionError={desk.actionError}
        />
        {desk.detail ? (
          <SettlementDetail
            key={`${desk.detail.row.id}|${desk.detail.row.status}|${desk.detail.payee?.accountNo ?? ''}`}
            detail={desk.detail}
            onClose={desk.close}
            onPrint={(row) => desk.print.mutate(row)}
            printing={desk.print.isPending}
            pending={desk.pending}
            onConfirm={(row) => desk.confirm.mutate(row, { onSuccess: () => message.success(`已确认 ${row.supplierName} 的结算单`) })}
            onPay={(row, bankReference) =>
              desk.pay.mutate(
                { row, bankReference },
                { onSuccess: () => message.success(`已标记付款 ￥${formatYuan(row.owedFen)}（${row.supplierName}）`) },
              )
            }
            onSavePayee={(supplierId, payee) =>
              desk.savePayee.mutate({ supplierId, payee }, { onSuccess: () => message.success('收款账户已保存') })
            }
          />
        ) : null}
      </Stack>
    </Page>
  );
}
