export { BANNER_ASPECT_RATIO, BannerCarousel } from './BannerCarousel';
export type { BannerCarouselProps, BannerImage } from './BannerCarousel';
