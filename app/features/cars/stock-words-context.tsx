import { createContext, type ReactNode, useContext } from "react";
import { stockWords, type StockWords } from "./stock-words";

/**
 * Issue 57: the words the site's stock is called by ("cars", "vehicles", "caravans"), from the root
 * loader, for any shopper-facing copy that names the stock; a page without it says "cars".
 */
const StockWordsContext = createContext<StockWords>(stockWords({}));

export function StockWordsProvider({ words, children }: { words: StockWords | undefined; children: ReactNode }) {
  return <StockWordsContext.Provider value={words ?? stockWords({})}>{children}</StockWordsContext.Provider>;
}

export function useStockWords(): StockWords {
  return useContext(StockWordsContext);
}
