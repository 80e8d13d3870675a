import { yupResolver } from '@hookform/resolvers/yup';
import { rechargeSchema, RECHARGE_DEFAULT_YUAN, type PayPattern, type RechargeValues } from '@huashi/domain';
import { useForm } from 'react-hook-form';

/**
 * The /money?key=2 form's state, validated by the domain's rechargeSchema (the top-up's texts, as the server refuses):
 * the amount starts at the default preset, 支付宝, and where this device pays by default. After the first 立即充值 a
 * field is checked again as it changes, so its text goes as soon as the amount is one.
 */
export function useRechargeForm(defaultPattern: PayPattern) {
  return useForm<RechargeValues>({
    resolver: yupResolver(rechargeSchema),
    defaultValues: { payFee: String(RECHARGE_DEFAULT_YUAN), payWay: 'ALIPAY', pattern: defaultPattern },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}
