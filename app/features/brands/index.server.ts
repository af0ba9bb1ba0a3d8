/** The brands area's server face: what other areas, the routes and the server may call. */
export { brandBannerTiles, type BrandTileView, loadBrandIndex, loadBrandPage } from "./brand-page.server";
