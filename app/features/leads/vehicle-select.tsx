import { getSelectProps } from "@conform-to/react";
import { useNavigate } from "react-router";
import { inputClass } from "~/ui/field";
import type { LeadFieldMeta } from "./lead-field-meta";
import type { LeadFormPage } from "./lead-form-schema";

/**
 * The test drive's vehicle (spec 001 section 2, /book-test-drive): a model in stock, or, once a
 * model is chosen, one of its cars. With scripts, choosing a model brings its cars into the list at
 * once, keeping what was typed; without, the model is the choice (or arrive with ?model= or ?car_id=).
 */
export function VehicleSelect({ page, meta }: { page: LeadFormPage; meta: LeadFieldMeta }) {
  const navigate = useNavigate();
  const { key: _key, ...props } = getSelectProps(meta);
  return (
    <>
      <select
        {...props}
        className={inputClass}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (value.startsWith("model:"))
            void navigate(`?model=${encodeURIComponent(value.slice(6))}`, { replace: true, preventScrollReset: true });
        }}
      >
        <option value="">Choose a model</option>
        {page.spec.vehicles.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </>
  );
}
