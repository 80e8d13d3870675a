export { Message } from './Message';
export type { MessageProps, MessageType } from './Message';
