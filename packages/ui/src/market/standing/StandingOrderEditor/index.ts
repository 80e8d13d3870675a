export { StandingOrderEditor } from './StandingOrderEditor';
export type { StandingOrderEditorProps, StandingVarietyOption } from './StandingOrderEditor';
export { NEW_STANDING_ORDER } from './useStandingOrderForm';
