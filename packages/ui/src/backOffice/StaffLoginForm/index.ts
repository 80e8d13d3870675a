export { StaffLoginForm } from './StaffLoginForm';
export type { StaffLoginFormProps } from './StaffLoginForm';
