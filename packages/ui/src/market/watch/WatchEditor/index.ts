export { WatchEditor } from './WatchEditor';
export type { WatchEditorProps, WatchEditorResult } from './WatchEditor';
