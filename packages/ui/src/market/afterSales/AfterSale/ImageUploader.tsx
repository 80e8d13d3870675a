import { proofImagesRefusal, UPLOAD_LIMITS } from '@huashi/domain';
import { useId, useRef, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../primitives/Button';
import { StyledUploadBar } from '../../../internal/uploadBar';
import { vars } from '../../../theme/vars';

/** One proof photo: uploading (progress 0–100), uploaded (key set) or failed (error). */
export type UploadSlot = { id: string; previewUrl: string; name: string; progress: number; key?: string; error?: string };

export type ImageUploaderProps = {
  slots: readonly UploadSlot[];
  /** Files the buyer picked that passed the checks (type, size, at most 3 in all). */
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  /** A refusal of the picked files (只能是图片! / 上传图片大小不能超过 3MB! / 最多上传3张图片). */
  onRefuse: (message: string) => void;
  /** The field's error, shown under it (e.g. 请上传最少一张图片). */
  error?: string;
  label?: string;
  disabled?: boolean;
};

/** A wrapping row of photos (the picked ones here, a record's in AfterSaleDetail). */
export const StyledPhotoRow = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin: ${vars.space[0]};
  padding: ${vars.space[0]};
  list-style: none;
`;

const StyledTile = styled.li`
  position: relative;
  width: ${vars.size.illustration};
  height: ${vars.size.illustration};
  overflow: hidden;
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const StyledRemove = styled.span`
  position: absolute;
  top: ${vars.space[1]};
  right: ${vars.space[1]};
`;

const StyledHint = styled.p<{ $error: boolean }>`
  margin: ${vars.space[1]} ${vars.space[0]} ${vars.space[0]};
  font-size: ${vars.font.size.xs};
  color: ${(p) => (p.$error ? vars.color.danger : vars.color.textSecondary)};
`;

const StyledLabel = styled.span`
  display: block;
  margin-bottom: ${vars.space[1]};
  font-size: ${vars.font.size.md};
  color: ${vars.color.text};
`;

/**
 * Proof photos (§5): png, gif, jpeg or jpg under 3 MB, at most 3; each shows its preview, its upload progress or its
 * error, and 删除. The checks are the domain's (proofImagesRefusal); the page uploads and reports progress.
 */
export function ImageUploader({ slots, onAdd, onRemove, onRefuse, error, label = '问题图片', disabled = false }: ImageUploaderProps) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const full = slots.length >= UPLOAD_LIMITS.maxImages;
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    const refusal = proofImagesRefusal(slots.length, files);
    if (refusal) onRefuse(refusal);
    else onAdd(files);
  };
  return (
    <div role="group" aria-labelledby={`${id}-label`}>
      <StyledLabel id={`${id}-label`}>{label}</StyledLabel>
      <StyledPhotoRow>
        {slots.map((slot, index) => (
          <StyledTile key={slot.id}>
            <img src={slot.previewUrl} alt={`问题图片${index + 1}`} />
            {slot.error || !slot.key ? (
              <StyledUploadBar $error={Boolean(slot.error)} role={slot.error ? 'alert' : 'status'}>
                {slot.error ?? `上传中 ${Math.round(slot.progress)}%`}
              </StyledUploadBar>
            ) : null}
            <StyledRemove>
              <Button size="sm" variant="secondary" aria-label={`删除问题图片${index + 1}`} onClick={() => onRemove(slot.id)}>
                删除
              </Button>
            </StyledRemove>
          </StyledTile>
        ))}
      </StyledPhotoRow>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/png,image/gif,image/jpeg"
        multiple
        hidden
        onChange={pick}
        aria-label="选择问题图片"
      />
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled || full}
        onClick={() => input.current?.click()}
        style={{ marginTop: vars.space[2] }}
      >
        {full ? '已达3张上限' : '上传图片'}
      </Button>
      <StyledHint $error={Boolean(error)} role={error ? 'alert' : undefined}>
        {error ??
          `支持 png、gif、jpeg、jpg，单张小于 3MB，最多 ${UPLOAD_LIMITS.maxImages} 张（${slots.length}/${UPLOAD_LIMITS.maxImages}）`}
      </StyledHint>
    </div>
  );
}
