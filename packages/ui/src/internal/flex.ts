import { css } from 'styled-components';

/**
 * The two flex layouts the library writes most (issue 28 counted them in some forty styled blocks): a wrapping row
 * whose items are centred across it (a toolbar, a row of tags or buttons, a title with its extra) and a column. Each
 * takes its gap from the spacing scale (`vars.space[n]`; a second one is the gap between columns, as in
 * `gap: row column`); a block adds what else it needs after it. Written once
 * here so the rule reads as what it is, not as four declarations to compare.
 */
export const wrappingRow = (gap: string, columnGap?: string) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${columnGap ? `${gap} ${columnGap}` : gap};
`;

/** A flex column, its children spaced by `gap`. */
export const column = (gap: string, columnGap?: string) => css`
  display: flex;
  flex-direction: column;
  gap: ${columnGap ? `${gap} ${columnGap}` : gap};
`;
