/** 优惠券 desk (管理员, 财务): issue coupons to a buyer, a member level or every buyer; each issuing is audited. */
import { CouponIssueForm, Page } from '@huashi/ui';
import { useCouponsDesk } from './useCouponsDesk';

const LEVELS = [1, 2, 3, 4] as const;

export function CouponsDeskPage() {
  const desk = useCouponsDesk();
  return (
    <Page
      as="main"
      width="fill"
      gutter="lg"
      title="优惠券"
      description="向指定买家、某一会员等级或全部买家发放优惠券；每次发放都记入操作记录。会员月度优惠券每月自动发放。"
    >
      <CouponIssueForm
        levels={LEVELS}
        now={Date.now}
        onSubmit={(values) => desk.issue({ ...values })}
        pending={desk.pending}
        issued={desk.issued}
        serverError={desk.serverError}
        serverErrors={desk.serverErrors}
      />
    </Page>
  );
}
