export { UnderConstruction } from './UnderConstruction';
export type { UnderConstructionProps } from './UnderConstruction';
