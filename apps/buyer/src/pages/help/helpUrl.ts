/** /help's URL state: the section open (?section=after-sales); an unknown one reads as the first. */
import { readParam, type UrlCodec } from '../../urlState';
import { HELP_SECTIONS } from './helpContent';

export type HelpView = { section: string | null };

const IDS = HELP_SECTIONS.map((s) => s.id);

export const helpCodec: UrlCodec<HelpView> = {
  read: (search) => {
    const id = readParam.text(new URLSearchParams(search).get('section'), 40);
    return { section: id !== undefined && IDS.includes(id) ? id : null };
  },
  write: (view) => ({ section: view.section ?? undefined }),
};
