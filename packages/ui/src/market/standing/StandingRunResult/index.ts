export { StandingRunResult } from './StandingRunResult';
export type { StandingRunResultProps } from './StandingRunResult';
