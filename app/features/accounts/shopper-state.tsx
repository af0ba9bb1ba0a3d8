import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import type { ShopperSummary } from "./shopper-summary";

interface ShopperState {
  /** The signed-in shopper, or null when nobody is signed in or it is not known yet. */
  shopper: ShopperSummary | null;
  /** Whether the server has said who is signed in (nobody, or `shopper`). */
  known: boolean;
  refresh(): Promise<void>;
}

const ShopperContext = createContext<ShopperState>({ shopper: null, known: false, refresh: () => Promise.resolve() });

/**
 * The signed-in shopper, asked of `/api/shopper` once the page is up and again after each navigation
 * (signing in or out is one), so pages themselves stay the same for every visitor and can be cached.
 */
export function ShopperProvider({ children }: { children: ReactNode }) {
  const [answer, setAnswer] = useState<{ shopper: ShopperSummary | null; known: boolean }>({
    shopper: null,
    known: false,
  });
  const { key } = useLocation();
  const refresh = useCallback(
    () => askShopper().then((shopper) => shopper !== undefined && setAnswer({ shopper, known: true })),
    [],
  );
  useEffect(() => {
    let current = true;
    void askShopper().then((shopper) => current && shopper !== undefined && setAnswer({ shopper, known: true }));
    return () => {
      current = false;
    };
  }, [key]);
  const state = useMemo(() => ({ ...answer, refresh: async () => void (await refresh()) }), [answer, refresh]);
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
