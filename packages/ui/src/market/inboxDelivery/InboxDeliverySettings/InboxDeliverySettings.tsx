import {
  DELIVERY_CHANNEL_LABELS,
  DELIVERY_MESSAGES,
  DELIVERY_STATE_LABELS,
  formatShanghaiMonthDayTime,
  INBOX_GROUP_LABELS,
  INBOX_KIND_GROUP,
  INBOX_KIND_GROUPS,
  INBOX_KIND_LABELS,
  type DeliveryFormValues,
  type DeliveryRecent,
  type DeliveryState,
  type InboxKind,
} from '@huashi/domain';
import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { Banner } from '../../../primitives/Banner';
import { Button } from '../../../primitives/Button';
import { Checkbox } from '../../../primitives/Checkbox';
import { Input } from '../../../primitives/Input';
import { column, wrappingRow } from '../../../internal/flex';
import { vars } from '../../../theme/vars';
import { useDeliveryForm } from './useDeliveryForm';

/**
 * This device's Web Push: the browser cannot (unsupported: an iPhone outside a home-screen app, an old browser), the
 * buyer refused the permission (denied), off, on, or being switched (busy).
 */
export type DevicePushState = 'unsupported' | 'denied' | 'off' | 'on' | 'busy';

export type InboxDeliverySettingsProps = Omit<HTMLAttributes<HTMLElement>, 'onSubmit'> & {
  values: DeliveryFormValues;
  /** The phone SMS goes to, masked. */
  phone: string;
  /** Whether the server sends push (VAPID keys) and SMS notices. */
  pushAvailable: boolean;
  smsAvailable: boolean;
  /** How many of the buyer's devices have push on. */
  pushDevices: number;
  devicePush: DevicePushState;
  recent: readonly DeliveryRecent[];
  saving?: boolean;
  onSave: (values: DeliveryFormValues) => void;
  /** 在本设备开启推送: the page asks the browser's permission only now, then subscribes. */
  onPushOn: () => void;
  onPushOff: () => void;
};

const StyledSection = styled.section`
  ${column(vars.space[4])}
  width: 100%;
  padding: ${vars.space[4]};
  background: ${vars.color.surface};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};

  h2,
  h3 {
    margin: ${vars.space[0]};
  }

  h2 {
    font-size: ${vars.font.size.xl};
  }

  h3 {
    font-size: ${vars.font.size.lg};
  }
`;

const StyledForm = styled.form`
  ${column(vars.space[4])}
`;

const StyledPart = styled.div`
  ${column(vars.space[2])}
`;

const StyledNote = styled.p`
  margin: ${vars.space[0]};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
`;

const StyledRow = styled.div`
  ${wrappingRow(vars.space[3])}
  align-items: center;
`;

const StyledQuiet = styled.div`
  ${wrappingRow(vars.space[2])}
  align-items: flex-end;

  > * {
    flex: 1 1 8rem;
  }
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.font.size.md};

  th,
  td {
    padding: ${vars.space[1]} ${vars.space[2]};
    text-align: left;
    border-bottom: ${vars.size.borderWidth} solid ${vars.color.divider};
  }

  th[scope='colgroup'] {
    padding-top: ${vars.space[3]};
    color: ${vars.color.textSecondary};
    font-weight: ${vars.font.weight.medium};
  }

  td:not(:first-child),
  thead th:not(:first-child) {
    width: 4.5rem;
    text-align: center;
  }
`;

const StyledRecent = styled.ul`
  ${column(vars.space[2])}
  margin: ${vars.space[0]};
  padding: ${vars.space[0]};
  list-style: none;

  li {
    ${column(vars.space[1])}
    padding-bottom: ${vars.space[2]};
    border-bottom: ${vars.size.borderWidth} solid ${vars.color.divider};
  }
`;

/** A delivery's state in its colour: sent green, waiting or retrying amber, failed red, dropped grey. */
const STATE_COLOURS: Record<DeliveryState, string> = {
  queued: vars.color.warning,
  retry: vars.color.warning,
  sent: vars.color.success,
  failed: vars.color.danger,
  dropped: vars.color.textSecondary,
};

const StyledState = styled.span<{ $state: DeliveryState }>`
  color: ${(p) => STATE_COLOURS[p.$state]};
  font-weight: ${vars.font.weight.medium};
`;

/** What the device's push line says, per state (push available on the server). */
const DEVICE_TEXT: Record<DevicePushState, string> = {
  unsupported: DELIVERY_MESSAGES.pushUnsupported,
  denied: DELIVERY_MESSAGES.pushDenied,
  off: '本设备未开启推送',
  on: '本设备已开启推送',
  busy: '正在设置本设备的推送…',
};

/** What a delivery that did not go says: the retries in words, or a dropped one's reason. */
function whyText(r: DeliveryRecent): string {
  if (r.state === 'retry') return `发送失败（已尝试 ${r.attempts} 次），稍后自动重试`;
  if (r.state === 'failed') return `已尝试 ${r.attempts} 次，未能发送`;
  if (r.state === 'dropped') return r.lastError ?? '';
  return '';
}

/**
 * 消息提醒设置 (the settings section of /inbox, issue 33): this device's Web Push (开启推送 asks the browser's
 * permission only when pressed), the SMS opt-in with its quiet hours, each kind's 推送 / 短信 grouped as the inbox
 * groups them, 保存, and the recent deliveries with their state (a failed one says why).
 */
export function InboxDeliverySettings({
  values,
  phone,
  pushAvailable,
  smsAvailable,
  pushDevices,
  devicePush,
  recent,
  saving = false,
  onSave,
  onPushOn,
  onPushOff,
  ...rest
}: InboxDeliverySettingsProps) {
  const form = useDeliveryForm(values);
  const { register, handleSubmit, formState, watch } = form;
  const smsOn = watch('smsOn');
  const smsDisabled = !smsAvailable;
  const pushDisabled = !pushAvailable;
  const indexOf = (kind: InboxKind) => values.choices.findIndex((c) => c.kind === kind);

  return (
    <StyledSection aria-labelledby="inbox-delivery-title" {...rest}>
      <h2 id="inbox-delivery-title">消息提醒设置</h2>
      <StyledNote>所有消息都会保存在消息中心；您可以选择哪些消息同时通过推送或短信提醒您。</StyledNote>
      <StyledForm onSubmit={handleSubmit(onSave)} noValidate>
        <StyledPart>
          <h3>推送通知</h3>
          {pushAvailable ? (
            <>
              <StyledRow>
                <span>{DEVICE_TEXT[devicePush]}</span>
                {devicePush === 'on' ? (
                  <Button type="button" variant="secondary" size="sm" onClick={onPushOff}>
                    关闭本设备推送
                  </Button>
                ) : devicePush === 'off' || devicePush === 'busy' ? (
                  <Button type="button" size="sm" loading={devicePush === 'busy'} onClick={onPushOn}>
                    开启本设备推送
                  </Button>
                ) : null}
              </StyledRow>
              <StyledNote>{pushDevices > 0 ? `已在 ${pushDevices} 台设备开启推送` : '尚未在任何设备开启推送'}</StyledNote>
            </>
          ) : (
            <Banner tone="info">{DELIVERY_MESSAGES.pushUnavailable}</Banner>
          )}
        </StyledPart>

        <StyledPart>
          <h3>短信通知</h3>
          {smsAvailable ? (
            <>
              <Checkbox label={`接收短信通知（发送至 ${phone}）`} {...register('smsOn')} />
              <StyledQuiet>
                <Input
                  type="time"
                  label="免打扰开始"
                  disabled={!smsOn}
                  error={formState.errors.quietFrom?.message}
                  {...register('quietFrom')}
                />
                <Input
                  type="time"
                  label="免打扰结束"
                  disabled={!smsOn}
                  error={formState.errors.quietTo?.message}
                  {...register('quietTo')}
                />
              </StyledQuiet>
              <StyledNote>免打扰时段内的短信，会在时段结束后发送（北京时间）。</StyledNote>
            </>
          ) : (
            <Banner tone="info">{DELIVERY_MESSAGES.smsUnavailable}</Banner>
          )}
        </StyledPart>

        <StyledPart>
          <h3>按消息类型选择</h3>
          <StyledTable>
            <thead>
              <tr>
                <th scope="col">消息类型</th>
                <th scope="col">{DELIVERY_CHANNEL_LABELS.push}</th>
                <th scope="col">{DELIVERY_CHANNEL_LABELS.sms}</th>
              </tr>
            </thead>
            {INBOX_KIND_GROUPS.map((group) => (
              <tbody key={group}>
                <tr>
                  <th scope="colgroup" colSpan={3}>
                    {INBOX_GROUP_LABELS[group]}
                  </th>
                </tr>
                {values.choices
                  .filter((c) => INBOX_KIND_GROUP[c.kind] === group)
                  .map((c) => {
                    const label = INBOX_KIND_LABELS[c.kind];
                    const i = indexOf(c.kind);
                    return (
                      <tr key={c.kind}>
                        <td>{label}</td>
                        <td>
                          <Checkbox
                            aria-label={`${label} ${DELIVERY_CHANNEL_LABELS.push}`}
                            disabled={pushDisabled}
                            {...register(`choices.${i}.push`)}
                          />
                        </td>
                        <td>
                          <Checkbox
                            aria-label={`${label} ${DELIVERY_CHANNEL_LABELS.sms}`}
                            disabled={smsDisabled || !smsOn}
                            {...register(`choices.${i}.sms`)}
                          />
                        </td>
                      </tr>
                    );
                  })}
              </tbody>
            ))}
          </StyledTable>
        </StyledPart>
        <Button type="submit" block loading={saving}>
          保存
        </Button>
      </StyledForm>

      {recent.length > 0 ? (
        <StyledPart>
          <h3>最近发送</h3>
          <StyledRecent>
            {recent.map((r) => (
              <li key={r.id}>
                <StyledRow>
                  <span>{r.title}</span>
                  <span>{DELIVERY_CHANNEL_LABELS[r.channel]}</span>
                  <StyledState $state={r.state}>{DELIVERY_STATE_LABELS[r.state]}</StyledState>
                </StyledRow>
                <StyledNote>{[formatShanghaiMonthDayTime(new Date(r.createdAt)) ?? '', whyText(r)].filter(Boolean).join(' · ')}</StyledNote>
              </li>
            ))}
          </StyledRecent>
        </StyledPart>
      ) : null}
    </StyledSection>
  );
}
