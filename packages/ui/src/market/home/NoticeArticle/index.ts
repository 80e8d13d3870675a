export { NoticeArticle } from './NoticeArticle';
export type { NoticeArticleProps } from './NoticeArticle';
