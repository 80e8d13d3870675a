export { RegisterForm } from './RegisterForm';
export type { RegisterFormProps } from './RegisterForm';
export { useRegisterForm } from './useRegisterForm';
