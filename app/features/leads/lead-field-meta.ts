import type { FieldMetadata } from "@conform-to/react";

/** A lead form field's state as Conform keeps it (value, errors, ids for its aria). */
export type LeadFieldMeta = FieldMetadata<string, Record<string, unknown>, string[]>;
