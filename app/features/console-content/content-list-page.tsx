import { Link } from "react-router";
import { buttonClass } from "~/ui/button";
import { ColumnHeads } from "~/ui/column-heads";
import { contentPath, contentStateLabels, kindLabels, type ContentKind, type ContentState } from "./content-rules";
import { ConsoleHeading, StateBadge } from "~/features/console/components";

export interface ContentListRow {
  id: number;
  kind: ContentKind;
  name: string;
  title: string;
  date: string | null;
  state: ContentState;
}

const tone: Record<ContentState, string> = {
  published: "bg-green-100 text-green-900",
  changed: "bg-amber-100 text-amber-950",
  unpublished: "bg-muted text-foreground",
};

/** /console/pages: the site's pages and news posts, with where each stands. */
export function ContentListPage({ rows }: { rows: ContentListRow[] }) {
  return (
    <div className="max-w-5xl space-y-4">
      <ConsoleHeading title="Pages and news">
        <Link to="/console/pages/new?kind=page" className={buttonClass({ size: "sm" })}>
          New page
        </Link>
        <Link to="/console/pages/new?kind=news" className={buttonClass({ size: "sm", variant: "outline" })}>
          New news post
        </Link>
      </ConsoleHeading>
      <div className="overflow-x-auto rounded-lg border border-muted bg-background">
        <table className="w-full border-collapse text-sm">
          <ColumnHeads names={["Title", "Kind", "Address", "Where it stands"]} />
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t border-muted">
                <td className="px-3 py-1.5">
                  <Link to={`/console/pages/${row.id}`} className="font-semibold underline">
                    {row.title}
                  </Link>
                  {row.date ? <span className="block text-xs text-muted-foreground">{row.date}</span> : null}
                </td>
                <td className="whitespace-nowrap px-3 py-1.5">{kindLabels[row.kind]}</td>
                <td className="px-3 py-1.5 font-mono text-xs">{contentPath(row.kind, row.name)}</td>
                <td className="px-3 py-1.5">
                  <StateBadge tone={tone[row.state]}>{contentStateLabels[row.state]}</StateBadge>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
