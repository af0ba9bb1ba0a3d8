import { data, Link } from "react-router";
import { imageUrl } from "~/platform/images/image-url";
import { platformContext, siteContext } from "~/platform/http/context";
import { formatSiteDate } from "~/platform/text/dates";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import type { Route } from "./+types/news-post";

/** /news/{post}: one of the site's news posts. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { config } = context.get(siteContext);
  const post = context
    .get(platformContext)
    .registry.news.get(config.slug)
    ?.find((p) => p.name === params.post);
  if (!post) throw data(null, { status: 404 });
  return {
    site: config.name,
    title: post.title,
    description: post.description,
    image: post.image,
    date: post.date,
    dateLabel: formatSiteDate(post.date, config.time_zone),
    html: post.html,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Page not found" }];
  return [
    { title: `${loaderData.title} | ${loaderData.site}` },
    { name: "description", content: loaderData.description },
  ];
}

export default function NewsPostPage({ loaderData: post }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Link to="/news" className="font-semibold text-primary hover:underline">
        ‹ Latest News
      </Link>
      <article className="mt-4">
        <h1 className="text-3xl font-bold lg:text-4xl">{post.title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          <time dateTime={post.date}>{post.dateLabel}</time>
        </p>
        <img
          src={imageUrl(post.image.src, { width: 1200 })}
          alt={post.image.alt}
          width={1200}
          height={675}
          className="mt-4 aspect-video w-full rounded-lg bg-muted object-cover"
        />
        <div className="content-page" dangerouslySetInnerHTML={{ __html: post.html }} />
      </article>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
