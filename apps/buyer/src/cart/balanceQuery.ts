import { cartKeys } from '@huashi/api';
import { cart } from '../session';

/** The buyer's balance (可用余额): its key and read, for the pages that show it and /shopdetails' first screen. */
export const balanceQuery = { queryKey: cartKeys.balance(), queryFn: cart.queryAccount };
