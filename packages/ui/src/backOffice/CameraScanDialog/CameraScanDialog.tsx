import type { RefObject } from 'react';
import styled from 'styled-components';
import { Banner } from '../../primitives/Banner';
import { Dialog } from '../../primitives/Dialog';
import { vars } from '../../theme/vars';

/** starting: asking for the camera; reading: the picture is live and read for a code; failed: `message` says why. */
export type CameraScanState = 'starting' | 'reading' | 'failed';

export type CameraScanDialogProps = {
  open: boolean;
  onClose: () => void;
  state: CameraScanState;
  /** Why it failed (无法打开摄像头 …). */
  message?: string;
  /** The page's camera reader draws into this video element (the library only places it). */
  videoRef: RefObject<HTMLVideoElement | null>;
};

const StyledVideo = styled.video`
  display: block;
  width: 100%;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  background: ${vars.color.surfaceMuted};
  border-radius: ${vars.radius.md};
`;

const StyledHint = styled.p`
  margin: ${vars.space[2]} ${vars.space[0]} ${vars.space[0]};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
`;

const HINTS: Record<CameraScanState, string> = {
  starting: '正在打开摄像头…',
  reading: '将面单上的条码或二维码放入画面中',
  failed: '',
};

/** 摄像头扫码 (issue 31): the camera's picture while the page reads a label's code; what was read opens the order. */
export function CameraScanDialog({ open, onClose, state, message, videoRef }: CameraScanDialogProps) {
  return (
    <Dialog open={open} title="摄像头扫码" onClose={onClose} size="sm" closeOnBackdropClick>
      {state === 'failed' ? (
        <Banner tone="error">{message || '无法打开摄像头'}</Banner>
      ) : (
        <>
          <StyledVideo ref={videoRef} muted playsInline aria-label="摄像头画面" />
          <StyledHint role="status">{HINTS[state]}</StyledHint>
        </>
      )}
    </Dialog>
  );
}
