export { Page } from './Page';
export type { PageProps, PageWidth, PageGutter, PageLayout, PageBackdrop } from './Page';
