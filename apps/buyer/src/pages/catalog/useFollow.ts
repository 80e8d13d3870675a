import { catalogKeys } from '@huashi/api';
import { followToggleMessage } from '@huashi/domain';
import { useMessage } from '@huashi/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { catalog } from '../../session';
import { followOutcome } from './catalogRules';

/**
 * The follow toggle (已关注 / 取消关注). It changes every goods list's `collected`: those lists are marked stale
 * (read again when next shown) and the page updates the one on screen itself. Resolves with the new state
 * (true followed) or null when it failed (操作异常).
 */
export function useFollow() {
  const message = useMessage();
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: catalog.focus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all, refetchType: 'none' }),
  });
  return useCallback(
    async (flwCode: string): Promise<boolean | null> => {
      try {
        const outcome = followOutcome(await mutateAsync(flwCode));
        if (!outcome.ok) {
          message.error(outcome.text);
          return null;
        }
        message.toast(outcome.text);
        return outcome.followed;
      } catch {
        message.error(followToggleMessage(null));
        return null;
      }
    },
    [mutateAsync, message],
  );
}
