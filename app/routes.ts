import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("img", "routes/img.ts"),
  route("media/*", "routes/media.ts"),
  route("search/*", "routes/search.tsx", { id: "search-listing" }),
  route("used-car/*", "routes/search.tsx", { id: "used-car-listing" }),
  route("api/search", "routes/api.search.ts"),
  route("api/inventory/cars", "routes/api.inventory.cars.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
