import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from "react";
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
 * The answer is given as a transition: a context that changes urgently under a section still waiting
 * for its code makes React draw that section afresh, dropping what the shopper typed into it (the
 * vehicle page's calculators).
 */
export function ShopperProvider({ children }: { children: ReactNode }) {
  const [answer, setAnswer] = useState<{ shopper: ShopperSummary | null; known: boolean }>({
    shopper: null,
    known: false,
  });
  const { key } = useLocation();
  const learn = useCallback(
    (shopper: ShopperSummary | null | undefined) =>
      shopper !== undefined && startTransition(() => setAnswer({ shopper, known: true })),
    [],
  );
  const refresh = useCallback(() => askShopper().then(learn), [learn]);
  useEffect(() => {
    let current = true;
    void askShopper().then((shopper) => current && learn(shopper));
    return () => {
      current = false;
    };
  }, [key, learn]);
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
