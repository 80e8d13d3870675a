import { Spinner, vars } from '@huashi/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';

/** How long a page's chunk may take before the spinner shows (a fast load shows nothing at all). */
const SPINNER_DELAY_MS = 200;

const StyledLoading = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  min-height: 240px;
  padding: ${vars.space[8]};
`;

/** What a route shows while its page's code is fetched: a quiet, centred spinner after a short delay. */
export function PageLoading() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), SPINNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return <StyledLoading aria-busy="true">{visible && <Spinner size="lg" label="页面加载中" />}</StyledLoading>;
}
