import { formatPrice, formatShanghaiDateTime, orderAmountLabel, UNPAID_LABEL, usableFen, type AdjustDirection } from '@huashi/domain';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { PagedDataTable, type DataTableColumn, type ServerPageProps } from '../../primitives/DataTable';
import { EmptyState } from '../../primitives/EmptyState';
import { Skeleton } from '../../primitives/Skeleton';
import { Stack } from '../../primitives/Stack';
import { numericText } from '../../internal/numericText';
import { vars } from '../../theme/vars';
import { SummaryList } from '../../internal/summaryList';
import { buyerName } from '../buyerName';
import { stackedOnPhone } from '../../internal/grid';
import { retryAction } from '../../internal/retryAction';

export type BuyerAddressData = {
  id: number;
  contactUser: string;
  contactPhone: string;
  region: string;
  address: string;
  deliveryWay: string;
  isDefault: boolean;
};

/** One buyer's account as the 买家 desk shows it (money in fen). */
export type BuyerProfileView = {
  id: number;
  accountNo: string;
  nickName: string;
  phone: string;
  contactPhone: string;
  statusName: string;
  memberLevelName: string;
  /** e.g. 9.7折; '' without a member discount. */
  memberDiscount: string;
  buyerType: string;
  region: string;
  balanceFen: number;
  frozenFen: number;
  orderCount: number;
  /** Epoch ms. */
  createdAt: number;
  addresses: readonly BuyerAddressData[];
  /** Issue 26: the customer manager the buyer's 联系我们 shows ('' none). */
  managerName: string;
  managerPhone: string;
};

export type BuyerProfileProps = {
  profile: BuyerProfileView | null;
  loading?: boolean;
  error?: string;
  onRetry?: () => void;
  /** Whether the signed-in role may credit or debit (财务, 管理员). */
  canAdjust: boolean;
  /** Why the buttons are missing when `canAdjust` is false (e.g. for 客服). */
  adjustHint?: string;
  onAdjust: (direction: AdjustDirection) => void;
  /** 设置客户经理 (issue 26): given only to a role that may set it (客服, 管理员). */
  onSetManager?: () => void;
};

const StyledFigures = styled.div`
  ${stackedOnPhone(3, vars.space[3])}
`;

const StyledFigure = styled.div<{ $strong?: boolean }>`
  padding: ${vars.space[3]} ${vars.space[4]};
  background: ${(p) => (p.$strong ? vars.color.primarySoft : vars.color.surfaceMuted)};
  border-radius: ${vars.radius.md};
  dt {
    font-size: ${vars.font.size.sm};
    color: ${vars.color.textSecondary};
  }
  dd {
    margin: ${vars.space[1]} ${vars.space[0]} ${vars.space[0]};
    font-size: ${vars.font.size.xl};
    font-weight: ${vars.font.weight.bold};
    ${numericText}
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

const StyledAddresses = styled.ul`
  display: grid;
  gap: ${vars.space[2]};
  margin: ${vars.space[0]};
  padding: ${vars.space[0]};
  list-style: none;
  li {
    padding: ${vars.space[2]} ${vars.space[3]};
    border: ${vars.size.borderWidth} solid ${vars.color.divider};
    border-radius: ${vars.radius.md};
    overflow-wrap: anywhere;
  }
`;

const StyledMuted = styled.span`
  color: ${vars.color.textSecondary};
  font-size: ${vars.font.size.sm};
`;

const StyledHeading = styled.h3`
  margin: ${vars.space[0]};
  font-size: ${vars.font.size.lg};
`;

function Fact({ label, value, action }: { label: string; value: string; action?: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {value || '—'}
        {action}
      </dd>
    </div>
  );
}

/**
 * A buyer's account (买家 desk): status, member level, balance, frozen and usable amounts, contact and addresses,
 * and 增加余额 / 扣减余额 for a role that moves money — or, for 客服, the reason there are none. Issue 26: the customer
 * manager (name and phone, or 未设置) with 设置客户经理 for a role that may set it.
 */
export function BuyerProfile({ profile, loading, error, onRetry, canAdjust, adjustHint, onAdjust, onSetManager }: BuyerProfileProps) {
  if (error) {
    return (
      <Card title="买家信息">
        <Banner tone="error" action={retryAction(onRetry)}>
          {error}
        </Banner>
      </Card>
    );
  }
  if (loading || !profile) {
    return (
      <Card title="买家信息" aria-busy={loading ? true : undefined}>
        {loading ? <Skeleton variant="text" lines={6} /> : <EmptyState text="在左侧选择一位买家查看其账户" />}
      </Card>
    );
  }
  const usable = usableFen(profile.balanceFen, profile.frozenFen);
  return (
    <Card
      title={buyerName(profile)}
      description={`${profile.statusName} · ${profile.memberLevelName}${profile.memberDiscount ? `（${profile.memberDiscount}）` : ''}`}
    >
      <Stack gap={4}>
        <StyledFigures as="dl">
          <StyledFigure>
            <dt>账户余额</dt>
            <dd>{formatPrice(profile.balanceFen)}</dd>
          </StyledFigure>
          <StyledFigure>
            <dt>冻结金额</dt>
            <dd>{formatPrice(profile.frozenFen)}</dd>
          </StyledFigure>
          <StyledFigure $strong>
            <dt>可用余额</dt>
            <dd>{formatPrice(usable)}</dd>
          </StyledFigure>
        </StyledFigures>
        {canAdjust ? (
          <StyledActions>
            <Button onClick={() => onAdjust('credit')}>增加余额</Button>
            <Button variant="secondary" onClick={() => onAdjust('debit')} disabled={usable <= 0}>
              扣减余额
            </Button>
          </StyledActions>
        ) : adjustHint ? (
          <Banner tone="info">{adjustHint}</Banner>
        ) : null}
        <SummaryList $variant="tiles">
          {/* The numeric id an operator types in /goodTp's 确认买家. */}
          <Fact label="买家ID" value={String(profile.id)} />
          <Fact label="登录手机号" value={profile.phone} />
          <Fact label="联系电话" value={profile.contactPhone} />
          <Fact label="买家类型" value={profile.buyerType} />
          <Fact label="订单数" value={String(profile.orderCount)} />
          <Fact label="注册时间" value={formatShanghaiDateTime(profile.createdAt) ?? ''} />
          <Fact label="所在地区" value={profile.region} />
          <Fact
            label="客户经理"
            value={[profile.managerName, profile.managerPhone].filter(Boolean).join(' ') || '未设置'}
            action={
              onSetManager ? (
                <Button variant="link" size="sm" onClick={onSetManager}>
                  设置客户经理
                </Button>
              ) : null
            }
          />
        </SummaryList>
        <Stack gap={2}>
          <StyledHeading>收货地址</StyledHeading>
          {profile.addresses.length === 0 ? (
            <StyledMuted>还没有收货地址</StyledMuted>
          ) : (
            <StyledAddresses aria-label="收货地址">
              {profile.addresses.map((a) => (
                <li key={a.id}>
                  <strong>{a.contactUser}</strong> {a.contactPhone}
                  {a.isDefault ? <StyledMuted>（默认）</StyledMuted> : null}
                  <div>
                    {a.region} {a.address}
                  </div>
                  <StyledMuted>{a.deliveryWay}</StyledMuted>
                </li>
              ))}
            </StyledAddresses>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}

/** One of a buyer's orders (money in fen). */
export type BuyerOrderData = {
  id: number;
  orderNo: string;
  statusName: string;
  /** A or C. */
  session: string;
  auctionDate: string;
  paymentFen: number;
  bunches: number;
  /** Epoch ms. */
  createdAt: number;
  /** Issue 18: an operator's order waiting for payment (待付款). */
  unpaid?: boolean;
  /** Issue 18: 代下单（<sign label>） for an operator's order, '' or absent for the buyer's own. */
  placedByLabel?: string;
};

export type BuyerOrderListProps = ServerPageProps<BuyerOrderData> & {
  /** 代扣付款 of an unpaid order (财务, 管理员; absent for a role that may not): the page confirms first. */
  onSettle?: (row: BuyerOrderData) => void;
  /** The order being settled: its button shows progress. */
  settlingId?: number | null;
};

const SESSION_NAMES: Record<string, string> = { A: '限时直供', C: '全天专区' };

const StyledNumber = styled.span`
  ${numericText}
`;

const StyledTwoLines = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const StyledOrderCell = styled.span`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-width: 0;

  > :first-child {
    flex: 1;
  }
`;

const StyledUnpaid = styled.span`
  color: ${vars.color.danger};
  font-weight: ${vars.font.weight.medium};
`;

/**
 * A buyer's orders (买家 desk): newest first, paged by the server. Issue 18: an operator's order names its sign
 * (代下单（…）); an unpaid one says 待付款 and, for 财务 and 管理员, offers 代扣付款 — in the first column, beside the
 * order number, so it is in view at phone width too (the table scrolls sideways inside its own box there).
 */
export function BuyerOrderList({ onSettle, settlingId = null, ...list }: BuyerOrderListProps) {
  const columns: DataTableColumn<BuyerOrderData>[] = [
    {
      key: 'orderNo',
      header: '订单号',
      // With 代扣付款 beside it the column never gets narrower than the number and the button (phone width included).
      width: onSettle ? 'minmax(18rem, 1.8fr)' : '1.8fr',
      cell: (row) => {
        const settle =
          onSettle && row.unpaid ? (
            <Button size="sm" loading={settlingId === row.id} onClick={() => onSettle(row)}>
              代扣付款
            </Button>
          ) : null;
        return row.placedByLabel || settle ? (
          <StyledOrderCell>
            <StyledTwoLines>
              <StyledNumber>{row.orderNo}</StyledNumber>
              {row.placedByLabel ? <StyledMuted>{row.placedByLabel}</StyledMuted> : null}
            </StyledTwoLines>
            {settle}
          </StyledOrderCell>
        ) : (
          <StyledNumber>{row.orderNo}</StyledNumber>
        );
      },
    },
    { key: 'date', header: '交易日', width: '1fr', cell: (row) => <StyledNumber>{row.auctionDate}</StyledNumber> },
    { key: 'session', header: '专区', width: '0.9fr', cell: (row) => SESSION_NAMES[row.session] ?? row.session },
    {
      key: 'status',
      header: '状态',
      width: '1.1fr',
      cell: (row) =>
        // The server's statusName already reads 待付款 for an unpaid order (orderStatusLabel with unpaid).
        row.unpaid ? <StyledUnpaid>{row.statusName}</StyledUnpaid> : row.statusName,
    },
    { key: 'bunches', header: '扎数', width: '0.6fr', align: 'end', cell: (row) => <StyledNumber>{row.bunches}</StyledNumber> },
    {
      key: 'payment',
      header: '实付/应付',
      width: '1fr',
      align: 'end',
      cell: (row) =>
        row.unpaid ? (
          <StyledNumber title={`${UNPAID_LABEL}：${orderAmountLabel(true).full}`}>
            {orderAmountLabel(true).short} {formatPrice(row.paymentFen)}
          </StyledNumber>
        ) : (
          <StyledNumber>{formatPrice(row.paymentFen)}</StyledNumber>
        ),
    },
  ];
  return <PagedDataTable {...list} aria-label="买家订单" columns={columns} rowKey={(row) => row.id} emptyText="这位买家还没有订单" />;
}
