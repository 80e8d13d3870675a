// The market’s home components (the buyer app’s and the shared ones).
export * from './SessionClock';
export * from './SessionEntries';
export * from './FormMenu';
export * from './BannerCarousel';
export * from './MembershipCard';
export * from './ShortcutGrid';
export * from './NoticeList';
export * from './NoticeArticle';
export * from './WeatherBadge';
export * from './DiscountCard';
export * from './SupplierCard';
export * from './ContactDialog';
export * from './MembershipPanel';
