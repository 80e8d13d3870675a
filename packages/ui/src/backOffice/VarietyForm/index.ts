export { VarietyForm, VarietyList } from './VarietyForm';
export type { VarietyCategoryOption, VarietyFormProps, VarietyListProps, VarietyRowData } from './VarietyForm';
