// The market's buying components shared by 再来一单, the order pad, saved lists and standing orders (issue 32).
export * from './BuyReviewSheet';
