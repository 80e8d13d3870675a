export { BannerCarousel } from './BannerCarousel';
export type { BannerCarouselProps, BannerImage } from './BannerCarousel';
