import styled from 'styled-components';
import { vars } from '../theme/vars';

/** The strip across the foot of a photo being uploaded: 上传中 n% (dark), or the upload's error (red). */
export const StyledUploadBar = styled.span<{ $error: boolean }>`
  position: absolute;
  inset: auto ${vars.space[0]} ${vars.space[0]};
  padding: ${vars.space[1]};
  font-size: ${vars.font.size.xs};
  color: ${vars.color.textInverse};
  background: ${(p) => (p.$error ? vars.color.danger : vars.color.backdrop)};
  text-align: center;
`;
