// 快速下单 (issue 32): the order pad and its lines' states. The buying step is the shared review sheet.
export * from './OrderPadForm';
export * from './PadLineList';
