import { cartKeys } from '@huashi/api';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth';
import { cart } from '../session';

/** The count's key and read, shared with firstRouteData.ts, which asks for it on a logged-in first load. */
export const cartCountQuery = { queryKey: cartKeys.count(), queryFn: cart.count };

/**
 * How many lines the buyer's cart holds (the top bar's red dot), from the cheap count call. Every cart change
 * invalidates `cartKeys.all`, so the dot follows adds from any page, edits and checkout; it is read again when the
 * buyer comes back to the window (a line added in the details window). A visitor has no cart: 0. A failed read
 * leaves the dot as it was.
 */
export function useCartCount(): number {
  const { user } = useAuth();
  const query = useQuery({ ...cartCountQuery, enabled: user !== null, staleTime: 0 });
  return user ? (query.data ?? 0) : 0;
}
