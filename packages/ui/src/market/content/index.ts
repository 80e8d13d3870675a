// The market’s content components (the buyer app’s and the shared ones).
export * from './HelpCenter';
