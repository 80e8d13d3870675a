export { Card } from './Card';
export type { CardProps, CardPadding, CardElevation, CardWidth, CardHeadingLevel } from './Card';
