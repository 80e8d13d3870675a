// The market's watchlist (关注与提醒, issue 33): /watch and 到货提醒 on the product page.
export * from './WatchRow';
export * from './WatchEditor';
export * from './WatchList';
