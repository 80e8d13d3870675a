/** The settings section of /inbox (issue 33): the buyer's delivery settings and their changes (each answers them anew). */
import { errorMessage, inboxDeliveryKeys, type DeliverySettingsView } from '@huashi/api';
import type { DeliveryFormValues } from '@huashi/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { inboxDelivery } from '../../session';
import type { PushSubscriptionJson } from './useDevicePush';

export function useInboxDelivery() {
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: inboxDeliveryKeys.settings(), queryFn: ({ signal }) => inboxDelivery.settings(signal) });
  const put = (data: DeliverySettingsView) => queryClient.setQueryData(inboxDeliveryKeys.settings(), data);
  const save = useMutation({ mutationFn: (values: DeliveryFormValues) => inboxDelivery.save(values), onSuccess: put });
  const subscribe = useMutation({ mutationFn: (s: PushSubscriptionJson) => inboxDelivery.subscribe(s), onSuccess: put });
  const unsubscribe = useMutation({ mutationFn: (endpoint: string) => inboxDelivery.unsubscribe(endpoint), onSuccess: put });
  return {
    settings: settings.data,
    loading: settings.isPending,
    loadError: settings.error ? errorMessage(settings.error) : undefined,
    retry: () => void settings.refetch(),
    save: save.mutateAsync,
    saving: save.isPending,
    saveError: save.error ? errorMessage(save.error) : undefined,
    subscribe: subscribe.mutateAsync,
    unsubscribe: unsubscribe.mutateAsync,
  };
}
