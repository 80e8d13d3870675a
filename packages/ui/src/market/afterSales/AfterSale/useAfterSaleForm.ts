import { yupResolver } from '@hookform/resolvers/yup';
import { afterSalesSchema, type AfterSalesContext, type AfterSalesValues } from '@huashi/domain';
import { useForm } from 'react-hook-form';

/**
 * The /aftersale form's state, validated by the domain's afterSalesSchema (§5 messages); the context carries the
 * bundles still claimable and the item's grade (which types it allows). asImages holds the uploaded keys.
 */
export function useAfterSaleForm(context: AfterSalesContext) {
  return useForm<AfterSalesValues, AfterSalesContext>({
    resolver: yupResolver(afterSalesSchema),
    context,
    defaultValues: { asType: '', asTypeName: '', asReason: '', asImages: [] },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}
