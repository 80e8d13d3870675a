export type OperatorRoute = { path: string; title: string };

/** The operator routes of spec §2; each opens with ?sign. */
export const OPERATOR_ROUTES: readonly OperatorRoute[] = [
  { path: '/goodTp', title: '调配工具' },
  { path: '/cpsix', title: '地址管理' },
  { path: '/cpsixNew', title: '地址管理（新版）' },
];
