import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAuth } from './auth';
import { cart } from './session';

type CartState = {
  /** Items in the cart (the top bar's red dot shows when above 0). */
  count: number;
  /** Re-reads the cart from the server; call after anything that changes it. */
  refresh: () => Promise<void>;
};

const CartContext = createContext<CartState | null>(null);

/** Items in the buyer's cart, or null when the cart could not be read. */
const cartCount = () =>
  cart.list().then(
    (data) => data.list.length,
    () => null,
  );

export function CartProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const [serverCount, setServerCount] = useState(0);
  const refresh = useCallback(async () => {
    // A failed read leaves the dot as it was; a 401 is handled by the app.
    const n = await cartCount();
    if (n !== null) setServerCount(n);
  }, []);
  useEffect(() => {
    if (!user) return;
    void cartCount().then((n) => n !== null && setServerCount(n));
  }, [user]);
  // A visitor has no cart: derived, not stored.
  const count = user ? serverCount : 0;
  const value = useMemo(() => ({ count, refresh }), [count, refresh]);
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartState {
  const state = useContext(CartContext);
  if (!state) throw new Error('useCart outside CartProvider');
  return state;
}
