// The market’s realName components (the buyer app’s and the shared ones).
export * from './RealName';
