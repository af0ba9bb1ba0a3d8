import { staffInvitation } from "~/features/console-staff";
import { inviteWithLink } from "~/features/console-staff/index.server";
import { mailTransport } from "~/features/leads/index.server";
import { bootPlatform } from "~/platform/boot/boot.server";
import { readEnv } from "~/platform/runtime/env.server";
import { askServer, runningServer } from "~/platform/runtime/local-admin.server";

/**
 * `npm run staff -- invite --site <slug> --role owner|manager|sales <email> [--name "Sam Lee"] [--origin https://...] [--operator]`:
 * adds the person to the site's staff (with --operator, a platform operator, who acts on every site and makes new ones) and prints their one-time sign-in link (also e-mailed: SMTP, or
 * an .eml file in MAIL_DIR). The link opens this machine's address of the site unless --origin says another.
 */
const args = process.argv.slice(2);
const option = (name: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
const valued = new Set(["--site", "--role", "--name", "--origin"]);
const email = args.find((a, i) => i > 0 && !a.startsWith("--") && !valued.has(args[i - 1]!));
const slug = option("site");
const operator = args.includes("--operator");
const checked = staffInvitation({
  email,
  role: option("role") ?? (operator ? "owner" : undefined),
  name: option("name"),
  operator,
});
if (args[0] !== "invite" || !slug || !checked.ok) {
  if (!checked.ok && args[0] === "invite" && slug) console.error(checked.error);
  console.error(
    "Usage: npm run staff -- invite --site <slug> --role owner|manager|sales <email> [--name <name>] [--operator]",
  );
  process.exit(2);
}
const invitation = checked.value;
const env = readEnv();
const origin = option("origin") ?? `http://${slug}.localhost:${runningServer(env)?.port ?? env.PORT}`;

async function invite(): Promise<{ link: string; mail: string }> {
  const server = runningServer(env);
  if (server)
    return askServer(server, `staff-invite?site=${encodeURIComponent(slug!)}&origin=${encodeURIComponent(origin)}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(invitation),
    });
  const platform = await bootPlatform(env);
  try {
    const scope = platform.scopes.get(slug!);
    if (!scope) throw new Error(`No site ${slug}; sites: ${[...platform.scopes.keys()].join(", ")}`);
    return await inviteWithLink(scope, mailTransport(env), invitation, origin, null);
  } finally {
    await platform.database.close();
  }
}

try {
  const { link, mail } = await invite();
  console.log(
    `Invited ${invitation.email} as ${invitation.operator ? "a platform operator (every site)" : invitation.role} on ${slug}.`,
  );
  console.log(`Sign-in link (works once, for 15 minutes):\n  ${link}`);
  console.log(`The e-mail: ${mail}`);
  process.exit(0);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
