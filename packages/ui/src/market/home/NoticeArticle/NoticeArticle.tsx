import { formatShanghaiDateTime } from '@huashi/domain';
import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { vars } from '../../../theme/vars';

export type NoticeArticleProps = HTMLAttributes<HTMLDivElement> & {
  title: string;
  /** When it was published, epoch ms (the notice's begin time). */
  beginMs: number;
  /** The notice's HTML, sanitised by the server when it was written (rendered as it is). */
  html: string;
};

const StyledArticle = styled.div`
  h1 {
    margin: ${vars.space[0]} ${vars.space[0]} ${vars.space[2]};
    font-size: ${vars.font.size.xl};
    overflow-wrap: anywhere;
  }
  time {
    font-size: ${vars.font.size.xs};
    color: ${vars.color.textMuted};
  }
  .content {
    margin-top: ${vars.space[4]};
    font-size: ${vars.font.size.md};
    line-height: ${vars.font.lineHeight.relaxed};
    color: ${vars.color.text};
    overflow-wrap: anywhere;
  }
  .content img {
    max-width: 100%;
  }
`;

/**
 * One notice as the buyer reads it on /message (§2): title, time, and its HTML. The back office's editor previews
 * with this same component, so staff see exactly what buyers will.
 */
export function NoticeArticle({ title, beginMs, html, ...rest }: NoticeArticleProps) {
  return (
    <StyledArticle {...rest}>
      <h1>{title}</h1>
      <time dateTime={new Date(beginMs).toISOString()}>{formatShanghaiDateTime(beginMs)}</time>
      {/* The HTML was sanitised when it was written (server: sanitise on write). */}
      <div className="content" dangerouslySetInnerHTML={{ __html: html }} />
    </StyledArticle>
  );
}
