export { LoginForm } from './LoginForm';
export type { LoginFormProps } from './LoginForm';
export { useLoginForm } from './useLoginForm';
