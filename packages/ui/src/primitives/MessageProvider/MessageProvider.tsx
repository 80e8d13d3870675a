import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { MESSAGE_DURATION_MS } from '@huashi/domain';
import { vars } from '../../theme/vars';
import { media } from '../../theme/media';
import { Message, type MessageType } from '../Message';
import { Toast } from '../Toast';
import { column } from '../../internal/flex';

const MAX_MESSAGES = 3;

export type ShowMessageOptions = {
  /** Overrides the provider's duration for this one message. */
  durationMs?: number;
};

export type ShowMessage = (content: ReactNode, options?: ShowMessageOptions) => void;

export type MessageApi = {
  success: ShowMessage;
  error: ShowMessage;
  info: ShowMessage;
  warning: ShowMessage;
  /** The short dark bubble (~1 s). */
  toast: ShowMessage;
};

export type MessageProviderProps = {
  children: ReactNode;
  /** Every bar's time, overriding the per-kind default (domain's MESSAGE_DURATION_MS: 2 s, errors and warnings 3 s). */
  messageDurationMs?: number;
  /** Default 1000 (MESSAGE_DURATION_MS.toast). */
  toastDurationMs?: number;
  /** Portal target for the messages; default document.body. */
  container?: Element | null;
};

type Entry = { id: number; kind: 'message'; type: MessageType; content: ReactNode } | { id: number; kind: 'toast'; content: ReactNode };

const MessageContext = createContext<MessageApi | null>(null);

/** The same text of the same kind is one entry: showing it again restarts its timer. */
function sameEntry(a: Entry, b: Entry): boolean {
  if (a.content !== b.content) return false;
  if (a.kind === 'toast' || b.kind === 'toast') return a.kind === b.kind;
  return a.type === b.type;
}

const StyledMessageLayer = styled.div`
  position: fixed;
  /* Below a phone's status bar and notch (safe area). */
  top: calc(${vars.space[6]} + env(safe-area-inset-top));
  /* On a phone, below the compact top bar that stays on screen (44 px). */
  ${media.phone} {
    top: calc(${vars.size.controlLg} + ${vars.space[2]} + env(safe-area-inset-top));
  }
  left: 0;
  right: 0;
  z-index: ${vars.z.message};
  ${column(vars.space[2])}
  align-items: center;
  pointer-events: none;
`;

const StyledToastLayer = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${vars.z.message};
  display: flex;
  align-items: center;
  justify-content: center;
  pointer-events: none;
`;

/**
 * Lets any component show a message bar or toast through `useMessage()`. It owns the timers:
 * each entry removes itself after its duration; the same text shown again restarts its timer
 * instead of stacking a copy; at most three bars are visible.
 */
export function MessageProvider({
  children,
  messageDurationMs,
  toastDurationMs = MESSAGE_DURATION_MS.toast,
  container,
}: MessageProviderProps) {
  const [entries, setEntries] = useState<readonly Entry[]>([]);
  /** The current list, kept beside the state so timers and `show` never read a stale copy. */
  const current = useRef<readonly Entry[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach(clearTimeout);
      pending.clear();
    };
  }, []);

  const commit = useCallback((list: readonly Entry[]) => {
    current.current = list;
    setEntries(list);
  }, []);

  const stopTimer = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.current.delete(id);
  }, []);

  const remove = useCallback(
    (id: number) => {
      stopTimer(id);
      commit(current.current.filter((entry) => entry.id !== id));
    },
    [commit, stopTimer],
  );

  const schedule = useCallback(
    (id: number, durationMs: number) => {
      stopTimer(id);
      timers.current.set(
        id,
        setTimeout(() => remove(id), durationMs),
      );
    },
    [remove, stopTimer],
  );

  const show = useCallback(
    (entry: Entry, durationMs: number) => {
      const list = current.current;
      const same = list.find((e) => sameEntry(e, entry));
      if (same) {
        schedule(same.id, durationMs);
        return;
      }
      const id = nextId.current++;
      const added = [...list, { ...entry, id }];
      const bars = added.filter((e) => e.kind === 'message');
      const dropped = new Set(bars.slice(0, Math.max(0, bars.length - MAX_MESSAGES)).map((e) => e.id));
      dropped.forEach(stopTimer);
      commit(added.filter((e) => !dropped.has(e.id)));
      schedule(id, durationMs);
    },
    [commit, schedule, stopTimer],
  );

  const api = useMemo<MessageApi>(() => {
    const bar =
      (type: MessageType): ShowMessage =>
      (content, options) =>
        show({ id: 0, kind: 'message', type, content }, options?.durationMs ?? messageDurationMs ?? MESSAGE_DURATION_MS[type]);
    return {
      success: bar('success'),
      error: bar('error'),
      info: bar('info'),
      warning: bar('warning'),
      toast: (content, options) => show({ id: 0, kind: 'toast', content }, options?.durationMs ?? toastDurationMs),
    };
  }, [show, messageDurationMs, toastDurationMs]);

  const target = container ?? (typeof document === 'undefined' ? null : document.body);
  const messages = entries.filter((e): e is Extract<Entry, { kind: 'message' }> => e.kind === 'message');
  const toasts = entries.filter((e) => e.kind === 'toast');

  return (
    <MessageContext.Provider value={api}>
      {children}
      {target &&
        messages.length > 0 &&
        createPortal(
          <StyledMessageLayer>
            {messages.map((e) => (
              <Message key={e.id} type={e.type}>
                {e.content}
              </Message>
            ))}
          </StyledMessageLayer>,
          target,
        )}
      {target &&
        toasts.length > 0 &&
        createPortal(
          <StyledToastLayer>
            {toasts.slice(-1).map((e) => (
              <Toast key={e.id}>{e.content}</Toast>
            ))}
          </StyledToastLayer>,
          target,
        )}
    </MessageContext.Provider>
  );
}

/** Shows a message from anywhere under `MessageProvider`: `useMessage().error('您的账户余额不足')`. */
export function useMessage(): MessageApi {
  const api = useContext(MessageContext);
  if (!api) throw new Error('useMessage() must be called inside <MessageProvider>.');
  return api;
}
