/** A dense table's header row: one column head per name, kept on one line. */
export function ColumnHeads({ names }: { names: readonly string[] }) {
  return (
    <thead className="bg-muted/60 text-left">
      <tr>
        {names.map((name) => (
          <th key={name} scope="col" className="whitespace-nowrap px-3 py-2">
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}
