import type { StaffMember } from "~/features/console-staff";
import { mailOwners } from "~/features/console-staff/index.server";
import type { MailTransport } from "~/features/leads/index.server";
import { logger } from "~/platform/logging/logger.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import type { ownerOnlyChanges } from "./owner-settings";
import { ownerOnlyWords } from "./owner-settings";

/**
 * Every owner hears when the settings that move the site or send its leads elsewhere change (issue
 * 55), from whoever made it live. The version is live already: a mail that cannot go is logged.
 */
export async function tellOwnersOfSettings(
  transport: MailTransport,
  scope: SiteScope,
  staff: StaffMember,
  version: number | undefined,
  changes: ReturnType<typeof ownerOnlyChanges> = [],
) {
  if (!changes.length) return;
  const lines = [
    `${staff.name || staff.email} changed ${ownerOnlyWords(changes)} of ${scope.config.name}${version ? ` (version ${version})` : ""}:`,
    "",
    ...changes.map((c) => `${c.path}: ${c.from} → ${c.to}`),
    "",
    "If you did not expect this, restore the version before it from the settings' history.",
  ];
  await mailOwners(transport, scope, {
    kind: "owner-settings",
    subject: `${scope.config.name}: ${ownerOnlyWords(changes)} changed`,
    lines,
    path: "/console/settings/history",
  }).catch((error: unknown) =>
    logger.error({ err: error, site: scope.config.slug }, "the owners could not be told of a settings change"),
  );
}
