import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { numericText } from '../../../internal/numericText';
import { media } from '../../../theme/media';
import { vars } from '../../../theme/vars';
import type { HelpBlock, HelpSection } from './helpTypes';

export type HelpArticleProps = HTMLAttributes<HTMLElement> & {
  section: HelpSection;
  /** Shown after the blocks, e.g. the 联系客服 button of the contact section. */
  extra?: ReactNode;
};

const StyledArticle = styled.article`
  padding: ${vars.space[6]};
  background: ${vars.color.surface};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  color: ${vars.color.text};
  font-size: ${vars.font.size.md};
  line-height: ${vars.font.lineHeight.relaxed};
  ${media.phone} {
    padding: ${vars.space[4]};
  }

  h2 {
    margin: ${vars.space[0]} ${vars.space[0]} ${vars.space[3]};
    font-size: ${vars.font.size.xl};
    line-height: ${vars.font.lineHeight.tight};
  }
  p,
  ul,
  ol {
    margin: ${vars.space[0]} ${vars.space[0]} ${vars.space[3]};
  }
  ul,
  ol {
    padding-left: ${vars.space[6]};
  }
  li + li {
    margin-top: ${vars.space[1]};
  }
`;

const StyledNote = styled.p`
  padding: ${vars.space[3]} ${vars.space[4]};
  color: ${vars.color.warning};
  background: ${vars.color.warningSoft};
  border-radius: ${vars.radius.md};
`;

const StyledTableFrame = styled.div`
  margin-bottom: ${vars.space[3]};
  overflow-x: auto;
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  ${numericText}

  caption {
    padding-bottom: ${vars.space[2]};
    text-align: left;
    font-weight: ${vars.font.weight.medium};
  }
  th,
  td {
    padding: ${vars.space[2]} ${vars.space[3]};
    text-align: left;
    border-bottom: ${vars.size.borderWidth} solid ${vars.color.divider};
  }
  th {
    color: ${vars.color.textSecondary};
    font-weight: ${vars.font.weight.medium};
    background: ${vars.color.surfaceMuted};
  }
`;

function Block({ block }: { block: HelpBlock }) {
  switch (block.kind) {
    case 'text':
      return <p>{block.text}</p>;
    case 'note':
      return <StyledNote>{block.text}</StyledNote>;
    case 'list':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'steps':
      return (
        <ol>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      );
    case 'table':
      return (
        <StyledTableFrame>
          <StyledTable>
            <caption>{block.caption}</caption>
            <thead>
              <tr>
                {block.head.map((cell) => (
                  <th key={cell} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join('|')}>
                  {row.map((cell, i) => (
                    <td key={`${i}-${cell}`}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </StyledTable>
        </StyledTableFrame>
      );
  }
}

/** One help page: its title, then its paragraphs, lists, steps, tables and notes in order. */
export function HelpArticle({ section, extra, ...rest }: HelpArticleProps) {
  return (
    <StyledArticle aria-labelledby={`help-${section.id}`} {...rest}>
      <h2 id={`help-${section.id}`}>{section.title}</h2>
      {section.blocks.map((block, i) => (
        <Block key={`${section.id}-${i}`} block={block} />
      ))}
      {extra}
    </StyledArticle>
  );
}
