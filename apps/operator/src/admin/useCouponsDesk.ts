/** The 优惠券 desk's server state: issuing coupons; a refusal names its field (data.errors) when it can. */
import { ApiError, couponKeys, errorMessage, type CouponIssueBody } from '@huashi/api';
import type { CouponIssueField } from '@huashi/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { couponsDesk } from './staffSession';

/** The per-field messages of a refusal, when the server named them. */
function fieldErrors(error: unknown): Partial<Record<CouponIssueField, string>> | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const data = error.data as { errors?: Partial<Record<CouponIssueField, string>> } | null;
  return data && typeof data === 'object' && data.errors ? data.errors : undefined;
}

export function useCouponsDesk() {
  const queryClient = useQueryClient();
  const issue = useMutation({
    mutationFn: (body: CouponIssueBody) => couponsDesk.issue(body),
    // A buyer using this browser too sees the new coupon at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
  return {
    issue: (body: CouponIssueBody) => issue.mutate(body),
    pending: issue.isPending,
    issued: issue.data?.issued ?? null,
    serverError: issue.isError ? errorMessage(issue.error, '发放失败，请稍后再试') : undefined,
    serverErrors: issue.isError ? fieldErrors(issue.error) : undefined,
  };
}
