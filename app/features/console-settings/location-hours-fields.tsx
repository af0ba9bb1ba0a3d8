import { FieldError } from "~/ui/field";
import type { Department, LocationEntry } from "~/platform/tenancy/location-config";
import { dayValues, hoursName, NEW_HOLIDAY_ROWS, WEEK_ORDER, WEEKDAYS } from "./location-form";

/** A yard's opening hours per department and its holidays, in the settings editor's yard form. */

export const DEPARTMENT_NAMES: Record<Department, string> = { sales: "Sales", service: "Service", parts: "Parts" };
const cell =
  "w-full min-w-0 rounded border border-muted-foreground/40 bg-background px-1 py-1 text-sm aria-[invalid=true]:border-red-700";

/** A department's week, Monday first; a department closed every day has no hours on the site. */
export function Hours({
  yard,
  department,
  errors,
}: {
  yard: LocationEntry;
  department: Department;
  errors: Record<string, string>;
}) {
  const title = `${DEPARTMENT_NAMES[department]} hours`;
  return (
    <fieldset className="min-w-0 rounded border border-muted p-2 sm:p-3">
      <legend className="px-1 font-bold">{title}</legend>
      <p className="text-xs text-muted-foreground">Closed every day: the site shows no {department} hours here.</p>
      <table className="mt-2 w-full max-w-xl text-sm">
        <thead>
          <tr className="text-left">
            <th scope="col" className="py-1 pr-2">
              Day
            </th>
            <th scope="col" className="pr-2 text-center">
              Open
            </th>
            <th scope="col" className="pr-2">
              Opens
            </th>
            <th scope="col">Closes</th>
          </tr>
        </thead>
        <tbody>
          {WEEK_ORDER.map((weekday) => {
            const day = dayValues(yard, department, weekday);
            const label = `${WEEKDAYS[weekday]} ${department}`;
            const error =
              errors[hoursName(department, weekday, "open")] ?? errors[hoursName(department, weekday, "close")];
            const errorId = `hours-${department}-${weekday}`;
            const described = {
              "aria-invalid": error ? true : undefined,
              "aria-describedby": error ? `${errorId}-error` : undefined,
            };
            return (
              <tr key={weekday} className="align-top">
                <th scope="row" className="py-1 pr-1 text-left font-semibold">
                  <span aria-hidden="true" className="sm:hidden">
                    {WEEKDAYS[weekday].slice(0, 3)}
                  </span>
                  <span className="sr-only sm:not-sr-only">{WEEKDAYS[weekday]}</span>
                  <FieldError id={errorId} error={error} />
                </th>
                <td className="py-1 pr-1 text-center">
                  <input
                    type="checkbox"
                    name={hoursName(department, weekday, "status")}
                    value="open"
                    defaultChecked={day.status === "open"}
                    aria-label={`${label}: open`}
                    className="size-5"
                  />
                </td>
                <td className="py-1 pr-1">
                  <input
                    type="time"
                    name={hoursName(department, weekday, "open")}
                    defaultValue={day.open}
                    aria-label={`${label} opens`}
                    className={cell}
                    {...described}
                  />
                </td>
                <td className="py-1">
                  <input
                    type="time"
                    name={hoursName(department, weekday, "close")}
                    defaultValue={day.close}
                    aria-label={`${label} closes`}
                    className={cell}
                    {...described}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </fieldset>
  );
}

/** Holiday hours and closures: the ones set, then blank rows to add more. */
export function Holidays({ yard, errors }: { yard: LocationEntry; errors: Record<string, string> }) {
  const rows = [...yard.special_hours, ...Array.from({ length: NEW_HOLIDAY_ROWS }, () => null)];
  return (
    <fieldset className="min-w-0 rounded border border-muted p-2 sm:p-3">
      <legend className="px-1 font-bold">Holiday hours and closures</legend>
      <p className="text-xs text-muted-foreground">
        A day here replaces the usual hours. Fill in a blank row to add one; tick Remove to drop one.
      </p>
      <div className="mt-2 space-y-2">
        {rows.map((h, i) => {
          const at = (part: string) => `special_hours.${i}.${part}`;
          const error = errors[at("date")] ?? errors[at("start_hour")] ?? errors[at("end_hour")];
          const described = {
            "aria-invalid": error ? true : undefined,
            "aria-describedby": error ? `holiday-${i}-error` : undefined,
          };
          const label = h ? `Holiday ${h.date}` : `New holiday ${i - yard.special_hours.length + 1}`;
          return (
            <div
              key={i}
              className="grid grid-cols-2 gap-2 sm:grid-cols-[9.5rem_1fr_6.5rem_7.5rem_7.5rem_5.5rem] sm:items-center"
            >
              <input
                type="date"
                name={at("date")}
                defaultValue={h?.date ?? ""}
                aria-label={`${label}: date`}
                className={cell}
                {...described}
              />
              <input
                name={at("name")}
                defaultValue={h?.name ?? ""}
                aria-label={`${label}: name`}
                placeholder="Boxing Day"
                className={cell}
              />
              <select
                name={at("status")}
                defaultValue={h?.status ?? "closed"}
                aria-label={`${label}: open or closed`}
                className={cell}
              >
                <option value="closed">Closed</option>
                <option value="open">Open</option>
              </select>
              <input
                type="time"
                name={at("start_hour")}
                defaultValue={h?.start_hour ?? ""}
                aria-label={`${label}: opens`}
                className={cell}
                {...described}
              />
              <input
                type="time"
                name={at("end_hour")}
                defaultValue={h?.end_hour ?? ""}
                aria-label={`${label}: closes`}
                className={cell}
                {...described}
              />
              {h ? (
                <label className="flex items-center gap-1 text-sm">
                  <input type="checkbox" name={at("remove")} /> Remove
                </label>
              ) : (
                <span />
              )}
              <div className="col-span-full">
                <FieldError id={`holiday-${i}`} error={error} />
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
