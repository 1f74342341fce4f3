// The store's data for blocks rendered on the server (the ProductList block reads the catalogue
// from here). server.tsx provides it; the editor does not, so blocks show a placeholder there.
import type { ProductView } from '@folio/core/store-api';
import { createContext, useContext } from 'react';

export interface StoreData {
  currencyCode: string;
  measurementSystem: 'IMPERIAL' | 'METRIC';
  products?: ProductView[];
}

export const StoreContext = createContext<StoreData | null>(null);

export function useStore(): StoreData | null {
  return useContext(StoreContext);
}
