import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("img", "routes/img.ts"),
  route("media/*", "routes/media.ts"),
  route("search/*", "routes/search.tsx", { id: "search-listing" }),
  route("used-car/*", "routes/search.tsx", { id: "used-car-listing" }),
  route("cars/:slug", "routes/vehicle.tsx"),
  route("cars/:slug/view.json", "routes/vehicle.view.ts"),
  route("cars/:slug/autogauge", "routes/vehicle.autogauge.ts"),
  route("cars/:slug/phone-reveal", "routes/vehicle.phone-reveal.ts"),
  route("cars/:slug/:form", "routes/lead-form.tsx"),
  route("contact", "routes/contact.tsx"),
  route("success", "routes/success.tsx"),
  route("print", "routes/print.ts"),
  route("api/search", "routes/api.search.ts"),
  route("api/youx/quote", "routes/api.youx.quote.ts"),
  route("api/analytics", "routes/api.analytics.ts"),
  route("api/leads", "routes/api.leads.ts"),
  route("api/inventory/cars", "routes/api.inventory.cars.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
