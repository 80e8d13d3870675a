export { NotFound } from './NotFound';
export type { NotFoundLink, NotFoundProps } from './NotFound';
