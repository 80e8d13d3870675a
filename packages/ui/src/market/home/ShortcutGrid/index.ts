export { ShortcutGrid, SHORTCUTS } from './ShortcutGrid';
export type { ShortcutGridProps, ShortcutKey } from './ShortcutGrid';
