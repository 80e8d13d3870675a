export { Stack } from './Stack';
export type { StackProps, StackDirection, StackAlign, StackJustify, StackElement } from './Stack';
