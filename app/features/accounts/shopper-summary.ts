/** What every page knows of the signed-in shopper: their phone and which cars they watch. */
export interface ShopperSummary {
  phone: string;
  watchlist: number[];
}
