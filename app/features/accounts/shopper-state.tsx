import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import type { ShopperSummary } from "./shopper-summary";

interface ShopperState {
  /** The signed-in shopper, or null when nobody is signed in or it is not known yet. */
  shopper: ShopperSummary | null;
  refresh(): Promise<void>;
}

const ShopperContext = createContext<ShopperState>({ shopper: null, refresh: () => Promise.resolve() });

/**
 * The signed-in shopper, asked of `/api/shopper` once the page is up and again after each navigation
 * (signing in or out is one), so pages themselves stay the same for every visitor and can be cached.
 */
export function ShopperProvider({ children }: { children: ReactNode }) {
  const [shopper, setShopper] = useState<ShopperSummary | null>(null);
  const { key } = useLocation();
  const refresh = useCallback(() => askShopper().then((known) => known !== undefined && setShopper(known)), []);
  useEffect(() => {
    let current = true;
    void askShopper().then((known) => current && known !== undefined && setShopper(known));
    return () => {
      current = false;
    };
  }, [key]);
  const state = useMemo(() => ({ shopper, refresh: async () => void (await refresh()) }), [shopper, refresh]);
  return <ShopperContext.Provider value={state}>{children}</ShopperContext.Provider>;
}

/** The signed-in shopper, or undefined when the server could not be asked (it stays as last known). */
async function askShopper(): Promise<ShopperSummary | null | undefined> {
  try {
    const answer = await fetch("/api/shopper", { headers: { accept: "application/json" } });
    return answer.ok ? ((await answer.json()) as { shopper: ShopperSummary | null }).shopper : undefined;
  } catch {
    return undefined;
  }
}

export const useShopper = () => useContext(ShopperContext);
