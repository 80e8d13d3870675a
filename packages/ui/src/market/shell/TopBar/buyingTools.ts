import type { TopBarPaths } from './TopBar';

/** The buying tools, listed under 我的订单 (desktop menu and the phone's sheet), in this order; 行情 and 关注与提醒 (issue 33) last. */
export const BUYING_TOOLS = [
  { label: '快速下单', path: 'quick' },
  { label: '常购清单', path: 'lists' },
  { label: '固定订单', path: 'standing' },
  { label: '行情', path: 'market' },
  { label: '关注与提醒', path: 'watch' },
] as const satisfies readonly { label: string; path: keyof TopBarPaths }[];
