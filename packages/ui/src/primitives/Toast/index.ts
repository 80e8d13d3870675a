export { Toast } from './Toast';
export type { ToastProps } from './Toast';
