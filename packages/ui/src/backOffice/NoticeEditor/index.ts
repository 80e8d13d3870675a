export { NoticeEditor } from './NoticeEditor';
export type { NoticeEditorProps, NoticeEditorTab } from './NoticeEditor';
