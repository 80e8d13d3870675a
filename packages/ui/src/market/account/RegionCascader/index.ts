export { RegionCascader } from './RegionCascader';
export type { RegionCascaderProps, RegionCascaderValue } from './RegionCascader';
