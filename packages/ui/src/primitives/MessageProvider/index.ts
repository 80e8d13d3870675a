export { MessageProvider, useMessage } from './MessageProvider';
export type { MessageProviderProps, MessageApi, ShowMessage, ShowMessageOptions } from './MessageProvider';
