import { Link } from "react-router";

/** A page section's heading with the link to all of its kind beside it ("Latest offers ... All offers"). */
export function SectionHeading({
  id,
  title,
  href,
  linkLabel,
}: {
  id: string;
  title: string;
  href: string;
  linkLabel: string;
}) {
  return (
    <div className="mb-4 flex items-baseline justify-between gap-4">
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      <Link to={href} className="font-semibold text-primary hover:underline">
        {linkLabel}
      </Link>
    </div>
  );
}
