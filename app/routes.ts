import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("img", "routes/img.ts"),
  route("media/*", "routes/media.ts"),
  route("api/inventory/cars", "routes/api.inventory.cars.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
