import { getFormProps } from "@conform-to/react";
import { checkedByServer, useConsoleForm } from "~/features/console/components";
import type { FormAnswer } from "~/ui/not-sent-alert";
import { fieldErrors } from "./field-errors";
import { Form, useNavigation } from "react-router";
import type { FooterGroup, MenuItem } from "~/platform/tenancy/navigation-defaults";
import { buttonClass } from "~/ui/button";
import { FieldError } from "~/ui/field";
import { DROPDOWNS, headerRows, NEW_ROWS } from "./menu-form";

export interface MenuEditorData {
  header: MenuItem[];
  footer: FooterGroup[];
  revision: number;
}

const cell =
  "w-full min-w-0 rounded border border-muted-foreground/40 bg-background px-2 py-1 text-sm aria-[invalid=true]:border-red-700";

function LinkCells({
  prefix,
  i,
  what,
  label,
  href,
  errors,
}: {
  prefix: string;
  i: number;
  /** How a screen reader names the row: "Company, link 3". */
  what: string;
  label: string;
  href: string;
  errors: Record<string, string>;
}) {
  const name = (part: string) => `${prefix}.${i}.${part}`;
  const error = errors[name("label")] ?? errors[name("href")];
  const invalid = (part: string) =>
    errors[name(part)] ? { "aria-invalid": true, "aria-describedby": `${prefix}-${i}-error` } : {};
  return (
    <>
      <input
        name={name("position")}
        defaultValue={i + 1}
        inputMode="numeric"
        aria-label={`${what}: position`}
        className={`${cell} w-14`}
      />
      <input
        name={name("label")}
        defaultValue={label}
        aria-label={`${what}: words`}
        placeholder="Finance"
        className={cell}
        {...invalid("label")}
      />
      <input
        name={name("href")}
        defaultValue={href}
        aria-label={`${what}: link`}
        placeholder="/finance"
        className={cell}
        {...invalid("href")}
      />
      {error ? (
        <div className="col-span-full">
          <FieldError id={`${prefix}-${i}`} error={error} />
        </div>
      ) : null}
    </>
  );
}

/** Settings › Menus and footer: the header menu and the footer's groups as rows, saved into the draft. */
export function MenuEditor({ data, outcome }: { data: MenuEditorData; outcome: FormAnswer | undefined }) {
  const busy = useNavigation().state === "submitting";
  const [form] = useConsoleForm({
    id: "menus",
    resolve: checkedByServer,
    lastResult: outcome?.reply,
    defaultValue: {},
  });
  const errors = fieldErrors(outcome);
  const rows = [...headerRows(data.header), ...Array.from({ length: NEW_ROWS }, () => null)];
  const groups = [...data.footer, null];
  return (
    <Form
      method="post"
      className="space-y-4 rounded-lg border border-muted bg-background p-4"
      aria-label="Menus"
      {...getFormProps(form)}
    >
      <h2 className="text-lg font-bold">Menus</h2>
      <input type="hidden" name="intent" value="menus" />
      <input type="hidden" name="revision" value={data.revision} />
      <input type="hidden" name="header_count" value={rows.length} />
      <input type="hidden" name="footer_groups" value={groups.length} />
      <fieldset className="min-w-0 space-y-2">
        <legend className="font-bold">Header menu</legend>
        <p className="text-xs text-muted-foreground">
          Change an order number to move a row. Tick &ldquo;Under the one above&rdquo; to put an item in the dropdown of
          the item above it. A link to a page the site does not have is not shown.
        </p>
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-xs">
              <th scope="col" className="w-14 pb-1">
                Order
              </th>
              <th scope="col">Words</th>
              <th scope="col">Link</th>
              <th scope="col" className="px-1 text-center">
                Under the one above
              </th>
              <th scope="col" className="px-1 text-center">
                Stand out
              </th>
              <th scope="col">Dropdown</th>
              <th scope="col" className="px-1 text-center">
                Remove
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => {
              const at = (part: string) => `header.${i}.${part}`;
              const error = errors[at("label")] ?? errors[at("href")];
              const invalid = (part: string) =>
                errors[at(part)] ? { "aria-invalid": true, "aria-describedby": `header-${i}-error` } : {};
              const what = row ? `${row.label}` : `New item ${i - rows.length + NEW_ROWS + 1}`;
              return (
                <tr key={i} className="align-top">
                  <td className="py-0.5 pr-1">
                    <input
                      name={at("position")}
                      defaultValue={i + 1}
                      inputMode="numeric"
                      aria-label={`${what}: position`}
                      className={cell}
                    />
                  </td>
                  <td className={`py-0.5 pr-1 ${row?.child ? "pl-5" : ""}`}>
                    <input
                      name={at("label")}
                      defaultValue={row?.label ?? ""}
                      aria-label={`${what}: words`}
                      placeholder="New item"
                      className={cell}
                      {...invalid("label")}
                    />
                    <FieldError id={`header-${i}`} error={error} />
                  </td>
                  <td className="py-0.5 pr-1">
                    <input
                      name={at("href")}
                      defaultValue={row?.href ?? ""}
                      aria-label={`${what}: link`}
                      placeholder="/path"
                      className={cell}
                      {...invalid("href")}
                    />
                  </td>
                  <td className="text-center">
                    <input
                      type="checkbox"
                      name={at("child")}
                      defaultChecked={row?.child}
                      aria-label={`${what}: under the one above`}
                      className="mt-1.5 size-4"
                    />
                  </td>
                  <td className="text-center">
                    <input
                      type="checkbox"
                      name={at("emphasised")}
                      defaultChecked={row?.emphasised}
                      aria-label={`${what}: stand out`}
                      className="mt-1.5 size-4"
                    />
                  </td>
                  <td className="py-0.5 pr-1">
                    <select
                      name={at("dynamic")}
                      defaultValue={row?.dynamic ?? ""}
                      aria-label={`${what}: dropdown`}
                      className={cell}
                    >
                      <option value="">None</option>
                      {DROPDOWNS.map((d) => (
                        <option key={d} value={d}>
                          {d === "stock" ? "Stock" : d === "models" ? "Models" : "Brands"}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td className="text-center">
                    {row ? (
                      <input
                        type="checkbox"
                        name={at("remove")}
                        aria-label={`${what}: remove`}
                        className="mt-1.5 size-4"
                      />
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </fieldset>
      {groups.map((group, g) => {
        const links = [...(group?.links ?? []), ...Array.from({ length: group ? 2 : NEW_ROWS }, () => null)];
        const headingError = errors[`footer.${g}.heading`];
        return (
          <fieldset key={g} className="min-w-0 space-y-2 rounded border border-muted p-3">
            <legend className="px-1 font-bold">{group ? `Footer: ${group.heading}` : "Footer: a new group"}</legend>
            <input type="hidden" name={`footer.${g}.link_count`} value={links.length} />
            <div className="flex flex-wrap items-center gap-2">
              <input
                name={`footer.${g}.heading`}
                defaultValue={group?.heading ?? ""}
                aria-label={group ? `${group.heading}: heading` : "New group: heading"}
                placeholder="Heading"
                className={`${cell} max-w-xs`}
                aria-invalid={headingError ? true : undefined}
                aria-describedby={headingError ? `footer-${g}-heading-error` : undefined}
              />
              {group ? (
                <label className="flex items-center gap-1 text-sm">
                  <input type="checkbox" name={`footer.${g}.remove`} /> Remove the group
                </label>
              ) : null}
            </div>
            <FieldError id={`footer-${g}-heading`} error={headingError} />
            {links.map((link, i) => (
              <div key={i} className="grid grid-cols-[3.5rem_1fr_1fr_auto] items-center gap-2">
                <LinkCells
                  prefix={`footer.${g}.links`}
                  i={i}
                  what={`${group?.heading ?? "New group"}, link ${i + 1}`}
                  label={link?.label ?? ""}
                  href={link?.href ?? ""}
                  errors={errors}
                />
                {link ? (
                  <label className="flex items-center gap-1 text-sm">
                    <input type="checkbox" name={`footer.${g}.links.${i}.remove`} /> Remove
                  </label>
                ) : (
                  <span />
                )}
              </div>
            ))}
          </fieldset>
        );
      })}
      <button type="submit" className={buttonClass()} disabled={busy}>
        Save the menus to the draft
      </button>
    </Form>
  );
}
