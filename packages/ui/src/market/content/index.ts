// The market’s content components (the buyer app’s and the shared ones).
export { HelpArticle, HelpCenter } from './HelpCenter';
export type { HelpArticleProps, HelpBlock, HelpCenterProps, HelpSection } from './HelpCenter';
