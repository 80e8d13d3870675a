/** React hooks over the client for state both apps share (TanStack Query; `react` and the query library are peers). */
export { useAddressBookData } from './useAddressBookData';
export type { AddressBookCalls, AddressBookData, AddressBookDataOptions } from './useAddressBookData';
export { usePrivateImages } from './usePrivateImages';
export { applyLiveLots, useLiveStock } from './useLiveStock';
export type { LiveStockCalls } from './useLiveStock';
export { liveLotsById, patchSuppliers, patchZonePage, zoneLotIds } from './liveStockCache';
export type { LiveLotsById } from './liveStockCache';
export { useLiveDashboard } from './useLiveDashboard';
export type { LiveDashboardCalls } from './useLiveDashboard';
export { openTicketStream } from './ticketStream';
export type { TicketStreamOptions } from './ticketStream';
export { useLiveUnread } from './useLiveUnread';
export type { LiveUnreadCalls } from './useLiveUnread';
