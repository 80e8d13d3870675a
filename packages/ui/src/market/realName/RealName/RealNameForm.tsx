import { IDENTITY_MESSAGES, identityFieldOf, PERMANENT_EXPIRY, proofImagesRefusal, REAL_NAME_MAX, type Instant } from '@huashi/domain';
import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Banner } from '../../../primitives/Banner';
import { Button } from '../../../primitives/Button';
import { Checkbox } from '../../../primitives/Checkbox';
import { EmptyState } from '../../../primitives/EmptyState';
import { Input } from '../../../primitives/Input';
import { Skeleton } from '../../../primitives/Skeleton';
import { Stack } from '../../../primitives/Stack';
import { StyledUploadBar } from '../../../internal/uploadBar';
import { vars } from '../../../theme/vars';
import { SummaryList } from '../../../internal/summaryList';
import { useRealNameForm } from './useRealNameForm';
import { column } from '../../../internal/flex';

/** The buyer's latest submission as /v1/info/get-certification answers it (the ID number already masked). */
export type RealNameRecordData = {
  realName: string;
  realIdnumber: string;
  startTime: string;
  expiredTime: string;
  status: 0 | 1 | 9;
  statusLabel: string;
  rejectReason: string;
  createTime: string;
  processTime: string;
};

/** One card photo: uploading (progress 0–100), uploaded (key set) or failed (error). */
export type IdPhotoSlot = { previewUrl: string; progress: number; key?: string; error?: string };
export type IdPhotoSide = 'front' | 'behind';

export type RealNameFormValues = {
  realName: string;
  realIdnumber: string;
  startTime: string;
  expiredTime: string;
  frontImage: string;
  behindImage: string;
};

export type RealNameFormProps = {
  /** The latest submission; null when the buyer never submitted. */
  record: RealNameRecordData | null;
  loading?: boolean;
  /** The status could not be read. */
  loadError?: string;
  front: IdPhotoSlot | null;
  behind: IdPhotoSlot | null;
  /** A picked photo that passed the checks (type, size); the page uploads it. */
  onPick: (side: IdPhotoSide, file: File) => void;
  onSubmit: (values: RealNameFormValues) => void;
  pending?: boolean;
  /** The server's refusal: under its field when it is about one (请输入正确的身份证号 under 身份证号), else by 提交. */
  serverError?: string;
  /** The time the checks use (a birth date after today, a card that expired). */
  now?: Instant;
};

type Field = keyof RealNameFormValues;

const StyledPhotos = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[4]};
`;

const StyledPhoto = styled.div`
  ${column(vars.space[2])}
  min-width: 0;
`;

const StyledFrame = styled.div<{ $invalid: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 200px;
  max-width: 100%;
  aspect-ratio: 1.58;
  overflow: hidden;
  border: ${vars.size.borderWidth} dashed ${(p) => (p.$invalid ? vars.color.danger : vars.color.border)};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};
  color: ${vars.color.textSecondary};
  font-size: ${vars.font.size.sm};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const StyledError = styled.p`
  margin: ${vars.space[0]};
  font-size: ${vars.font.size.xs};
  color: ${vars.color.danger};
`;

const StyledDates = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${vars.space[3]};
  > * {
    min-width: 0;
  }
`;

const SIDE_LABELS: Record<IdPhotoSide, string> = { front: '身份证正面（人像面）', behind: '身份证反面（国徽面）' };

function PhotoField({
  side,
  slot,
  error,
  disabled,
  onPick,
  onRefuse,
}: {
  side: IdPhotoSide;
  slot: IdPhotoSlot | null;
  error?: string;
  disabled: boolean;
  onPick: (file: File) => void;
  onRefuse: (message: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refusal = proofImagesRefusal(0, [file]);
    if (refusal) onRefuse(refusal);
    else onPick(file);
  };
  const problem = error ?? slot?.error;
  return (
    <StyledPhoto role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`}>{SIDE_LABELS[side]}</span>
      <StyledFrame $invalid={Boolean(problem)}>
        {slot ? <img src={slot.previewUrl} alt={SIDE_LABELS[side]} /> : '未上传'}
        {slot && !slot.key && !slot.error ? (
          <StyledUploadBar $error={false} role="status">{`上传中 ${Math.round(slot.progress)}%`}</StyledUploadBar>
        ) : null}
      </StyledFrame>
      <input
        ref={input}
        type="file"
        accept="image/png,image/gif,image/jpeg"
        hidden
        onChange={pick}
        aria-label={`选择${SIDE_LABELS[side]}`}
      />
      <div>
        <Button variant="secondary" size="sm" disabled={disabled} onClick={() => input.current?.click()}>
          {slot ? '重新上传' : side === 'front' ? '上传正面照片' : '上传反面照片'}
        </Button>
      </div>
      {problem ? <StyledError role="alert">{problem}</StyledError> : null}
    </StyledPhoto>
  );
}

/** The submission's facts: name, masked ID number, validity, times. */
function Facts({ record }: { record: RealNameRecordData }) {
  return (
    <SummaryList $variant="facts">
      <dt>姓名</dt>
      <dd>{record.realName}</dd>
      <dt>身份证号</dt>
      <dd>{record.realIdnumber}</dd>
      <dt>有效期</dt>
      <dd>
        {record.startTime} 至 {record.expiredTime === PERMANENT_EXPIRY ? '长期' : record.expiredTime}
      </dd>
      <dt>提交时间</dt>
      <dd>{record.createTime}</dd>
      {record.processTime ? (
        <>
          <dt>审核时间</dt>
          <dd>{record.processTime}</dd>
        </>
      ) : null}
    </SummaryList>
  );
}

/**
 * /realname: the buyer's real-name status and form. Nothing submitted: the form. 审核中 or 已认证: the submission's
 * facts (the ID number masked). 驳回: the reason, then the form again. 提交 checks with the domain's identitySchema
 * (§5's texts) and shows every field's problem under it at once; a server refusal about a field (identityFieldOf)
 * is shown under that field too. Each photo shows its upload progress or its error.
 */
export function RealNameForm({
  record,
  loading = false,
  loadError,
  front,
  behind,
  onPick,
  onSubmit,
  pending = false,
  serverError,
  now,
}: RealNameFormProps) {
  const { register, handleSubmit, formState, setValue, getValues, setError, watch } = useRealNameForm(now);
  const { errors, isSubmitted } = formState;
  // The typed end date, given back when 长期有效 is unticked.
  const typedEnd = useRef('');
  const frontKey = front?.key ?? '';
  const behindKey = behind?.key ?? '';
  useEffect(() => setValue('frontImage', frontKey, { shouldValidate: isSubmitted }), [frontKey, isSubmitted, setValue]);
  useEffect(() => setValue('behindImage', behindKey, { shouldValidate: isSubmitted }), [behindKey, isSubmitted, setValue]);
  const expiredTime = watch('expiredTime');
  const permanent = expiredTime === PERMANENT_EXPIRY;

  if (loading) return <Skeleton variant="text" lines={6} aria-label="正在加载" />;
  if (loadError) return <EmptyState text={loadError} />;
  if (record && record.status === 0) {
    return (
      <Stack gap={4}>
        <Banner tone="info">实名认证审核中，请耐心等待财务人员审核。</Banner>
        <Facts record={record} />
      </Stack>
    );
  }
  if (record && record.status === 1) {
    return (
      <Stack gap={4}>
        <Banner tone="success">已认证</Banner>
        <Facts record={record} />
      </Stack>
    );
  }

  const uploading = [front, behind].some((s) => s !== null && !s.key && !s.error);
  const submit = handleSubmit((checked) =>
    onSubmit({
      realName: checked.realName,
      realIdnumber: checked.realIdnumber,
      startTime: getValues('startTime'),
      expiredTime: getValues('expiredTime'),
      frontImage: frontKey,
      behindImage: behindKey,
    }),
  );
  const serverField = identityFieldOf(serverError);
  const errorOf = (field: Field) => errors[field]?.message ?? (serverField === field ? serverError : undefined);
  const refuse = (field: 'frontImage' | 'behindImage', message: string) => setError(field, { type: 'pick', message });
  const togglePermanent = (event: ChangeEvent<HTMLInputElement>) => {
    if (event.target.checked) typedEnd.current = getValues('expiredTime');
    setValue('expiredTime', event.target.checked ? PERMANENT_EXPIRY : typedEnd.current, { shouldValidate: isSubmitted });
  };
  const dateError = errorOf('startTime') ?? errorOf('expiredTime');

  return (
    <form onSubmit={submit} aria-label="实名认证" noValidate>
      <Stack gap={4}>
        {record && record.status === 9 ? (
          <Banner tone="error">实名认证被驳回：{record.rejectReason || '请核对信息后重新提交'}。请修改后重新提交。</Banner>
        ) : null}
        <Input
          label="姓名"
          maxLength={REAL_NAME_MAX}
          autoComplete="name"
          {...register('realName')}
          error={errorOf('realName')}
          placeholder={IDENTITY_MESSAGES.nameRequired}
          disabled={pending}
        />
        <Input
          label="身份证号"
          maxLength={22}
          {...register('realIdnumber')}
          error={errorOf('realIdnumber')}
          placeholder={IDENTITY_MESSAGES.idRequired}
          disabled={pending}
        />
        <div role="group" aria-label="证件有效期">
          <StyledDates>
            <Input label="有效期开始" type="date" {...register('startTime')} disabled={pending} />
            <Input
              label="有效期结束"
              type="date"
              value={permanent ? '' : expiredTime}
              onChange={(event) => setValue('expiredTime', event.target.value, { shouldValidate: isSubmitted })}
              disabled={pending || permanent}
            />
            <Checkbox label="长期有效" checked={permanent} onChange={togglePermanent} disabled={pending} />
          </StyledDates>
          {dateError ? <StyledError role="alert">{dateError}</StyledError> : null}
        </div>
        <StyledPhotos>
          <PhotoField
            side="front"
            slot={front}
            error={errorOf('frontImage')}
            disabled={pending}
            onPick={(file) => onPick('front', file)}
            onRefuse={(message) => refuse('frontImage', message)}
          />
          <PhotoField
            side="behind"
            slot={behind}
            error={errorOf('behindImage')}
            disabled={pending}
            onPick={(file) => onPick('behind', file)}
            onRefuse={(message) => refuse('behindImage', message)}
          />
        </StyledPhotos>
        {serverError && !serverField ? <Banner tone="error">{serverError}</Banner> : null}
        <div>
          <Button type="submit" variant="primary" loading={pending} disabled={pending || uploading}>
            提交认证
          </Button>
        </div>
      </Stack>
    </form>
  );
}
