import { truncate } from "~/ui/format";

/** Spec 001 section 9: "description truncated at 160 characters if the text is longer than 200". */
export function offerDescriptionPreview(description: string): string {
  return description.length > 200 ? truncate(description, 160) : description;
}
