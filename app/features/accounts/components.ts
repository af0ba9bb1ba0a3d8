/** The accounts area's components, for other areas and the routes. */
export { CardFavouriteToggle } from "./favourite-toggle";
export { FavouritesKeptWhere, FavouritesList } from "./favourites-list";
export { SaveCarControls } from "./save-car-controls";
export { SavedCarTile } from "./saved-car-tile";
export { ShopperProvider } from "./shopper-state";
export { FavouritesJoin } from "./favourites-join";
export { SignInForm, type SignInResult } from "./sign-in-form";
export { useSavedDetails, useShopperPrefill } from "./use-saved-details";
export { WatchlistRemove } from "./watchlist-remove";
export { WatchlistButton } from "./watchlist-button";
