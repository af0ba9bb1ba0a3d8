/** The models area's server face: what other areas, the routes and the server may call. */
export { modelDirectory, modelPage, modelsMenu, type ModelsMenu } from "./models.server";
