import { Button } from '../primitives/Button';

/** The 重新加载 button a failed read offers beside its message (a table's, a profile's); none without `onRetry`. */
export function retryAction(onRetry: (() => void) | undefined) {
  return onRetry ? (
    <Button size="sm" variant="secondary" onClick={onRetry}>
      重新加载
    </Button>
  ) : undefined;
}
