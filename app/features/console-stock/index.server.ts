/** The console's stock on the server: the list, a car's page, saves, photos and bulk actions. */
export { addCar, saveCar } from "./car-save.server";
export { carEditor } from "./car-page.server";
export { addPhotos, changePhoto } from "./car-photos.server";
export { applyBulk } from "./stock-bulk.server";
export { stockPage } from "./stock.server";
