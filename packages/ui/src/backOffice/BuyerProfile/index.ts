export { BuyerOrderList, BuyerProfile } from './BuyerProfile';
export type { BuyerAddressData, BuyerOrderData, BuyerOrderListProps, BuyerProfileProps, BuyerProfileView } from './BuyerProfile';
