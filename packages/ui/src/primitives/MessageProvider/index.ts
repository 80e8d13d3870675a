export { MessageProvider, useMessage, MESSAGE_DURATION_MS, TOAST_DURATION_MS } from './MessageProvider';
export type { MessageProviderProps, MessageApi, ShowMessage, ShowMessageOptions } from './MessageProvider';
