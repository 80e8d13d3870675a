import { errorMessage, type OrderPadMatch } from '@huashi/api';
import { useMutation } from '@tanstack/react-query';
import { orderPad } from '../../session';

/** 识别并匹配: the pad's text → the sheet and its lines (a fresh read of today's lots each time; nothing cached). */
export function useOrderPadMatch() {
  const mutation = useMutation<OrderPadMatch, unknown, string>({ mutationFn: (text) => orderPad.match(text) });
  return {
    match: (text: string) => mutation.mutateAsync(text).catch(() => undefined),
    result: mutation.data,
    pending: mutation.isPending,
    error: mutation.isError ? errorMessage(mutation.error, '识别失败，请稍后再试') : undefined,
  };
}
