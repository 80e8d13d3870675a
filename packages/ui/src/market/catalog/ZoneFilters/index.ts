export { ZoneFilters, EMPTY_ZONE_FILTERS } from './ZoneFilters';
export type { ZoneFilterStyle, ZoneFilterValue, ZoneFiltersProps } from './ZoneFilters';
