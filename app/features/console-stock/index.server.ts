/** The console's stock on the server: the list, a car's page, saves, photos and bulk actions. */
export { addCar, saveCar } from "./car-save.server";
export { carEditor } from "./car-page.server";
export { addPhotos, addPhotosAsChosen, changePhoto } from "./car-photos.server";
export { applyBulk } from "./stock-bulk.server";
export { stockPage } from "./stock.server";
export {
  httpVehicleData,
  localVehicleData,
  type VehicleData,
  type VehicleDetails,
  type VehicleLookup,
} from "./vehicle-data.server";
export { photoPlacementOf, type PhotoPlacement } from "./photo-placement.server";
