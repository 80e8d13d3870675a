export { LoadErrorBoundary } from './LoadErrorBoundary';
export type { LoadErrorBoundaryProps } from './LoadErrorBoundary';
