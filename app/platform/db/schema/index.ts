/** The database schema: one table per spec entity, with the spec's field names. */
export * from "./sites";
export * from "./inventory";
export * from "./content";
export * from "./finance";
export * from "./shoppers";
export * from "./accounts";
export * from "./payments";
export * from "./valuations";
export * from "./promotions";
export * from "./alerts";
export * from "./staff";
export * from "./media";
export * from "./market";
