export { WeatherBadge } from './WeatherBadge';
export type { WeatherBadgeProps } from './WeatherBadge';
