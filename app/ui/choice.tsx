/** A labelled select of a filter form: the "any" choice first (an empty value), then each [value, label]. */
export function Choice({
  label,
  name,
  value,
  options,
  any,
  className,
}: {
  label: string;
  name: string;
  value: string | number;
  options: readonly (readonly [string | number, string])[];
  any?: string;
  className: string;
}) {
  return (
    <label className="text-sm font-semibold">
      {label}
      <select name={name} defaultValue={value} className={className}>
        {any === undefined ? null : <option value="">{any}</option>}
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
