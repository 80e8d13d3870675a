/** A help page's content as data: the app writes the texts (from the market's rules), the components lay them out. */
export type HelpBlock =
  | { kind: 'text'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'steps'; items: readonly string[] }
  | { kind: 'table'; caption: string; head: readonly string[]; rows: readonly (readonly string[])[] }
  | { kind: 'note'; text: string };

export type HelpSection = {
  /** Stable id: the URL names the section with it (?section=sessions). */
  id: string;
  title: string;
  /** One line under the title in the section list. */
  summary: string;
  blocks: readonly HelpBlock[];
};
