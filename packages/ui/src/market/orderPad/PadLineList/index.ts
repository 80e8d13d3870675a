export { PadLineList, PAD_LINE_STATES, padLineSummary } from './PadLineList';
export type { PadLineListProps, PadLineState, PadLineView } from './PadLineList';
