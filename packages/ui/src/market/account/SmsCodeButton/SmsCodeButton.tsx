import { formatCountdown } from '../../../primitives/Countdown';
import { Button, type ButtonProps } from '../../../primitives/Button';

export type SmsCodeButtonProps = Omit<ButtonProps, 'children' | 'onClick' | 'loading'> & {
  /** Seconds until a new code may be sent (the page ticks it down, also across a reload); 0 = ready. */
  secondsLeft: number;
  /** The send request is under way. */
  sending?: boolean;
  /** A code was sent before: the ready label becomes 重新获取. */
  sent?: boolean;
  onSend: () => void;
};

/** The send-code button of the SMS forms: 获取验证码, then a 60 s countdown (§4, §9), then 重新获取. */
export function SmsCodeButton({
  secondsLeft,
  sending = false,
  sent = false,
  onSend,
  disabled,
  variant = 'link',
  size = 'sm',
  ...rest
}: SmsCodeButtonProps) {
  const waiting = secondsLeft > 0;
  const label = waiting ? formatCountdown('{seconds}秒后重新获取', secondsLeft) : sent ? '重新获取' : '获取验证码';
  return (
    <Button
      type="button"
      variant={variant}
      size={size}
      disabled={disabled || waiting}
      loading={sending}
      aria-live="polite"
      onClick={() => {
        if (!waiting && !sending) onSend();
      }}
      {...rest}
    >
      {label}
    </Button>
  );
}
