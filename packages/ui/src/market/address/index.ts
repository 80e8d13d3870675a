// The market’s address components (the buyer app’s and the shared ones).
export * from './AddressCard';
export * from './AddressList';
export * from './AddressBook';
export * from './AddressDialog';
