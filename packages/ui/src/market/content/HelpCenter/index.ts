export { HelpArticle } from './HelpArticle';
export type { HelpArticleProps } from './HelpArticle';
export { HelpCenter } from './HelpCenter';
export type { HelpCenterProps } from './HelpCenter';
export type { HelpBlock, HelpSection } from './helpTypes';
