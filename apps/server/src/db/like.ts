/** A LIKE/ILIKE pattern that finds `text` anywhere, read literally: `%`, `_` and `\` escaped. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
