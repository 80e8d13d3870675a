export { BannerDialog, BannerManager } from './BannerManager';
export type { BannerDialogProps, BannerManagerProps, BannerRowData } from './BannerManager';
