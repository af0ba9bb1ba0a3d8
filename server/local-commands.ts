import express, { type Request, type Response, type Router } from "express";
import { importInventory } from "~/features/inventory/index.server";
import { isInventoryFormat } from "~/features/inventory";
import { leadReport } from "~/features/leads/index.server";
import { latestSms } from "~/features/accounts/index.server";
import { seedDemoSites } from "~/features/demo/index.server";
import type { MediaStore } from "~/platform/media/media-store";
import { exportSite, importSite } from "~/platform/tenancy/site-transfer.server";
import type { MailTransport } from "~/features/leads/index.server";
import { staffInvitation } from "~/features/console-staff";
import { inviteWithLink } from "~/features/console-staff/index.server";
import { feedCounts } from "~/features/seo/index.server";
import { isLocalAdminRequest, LOCAL_ADMIN_HEADER } from "~/platform/runtime/local-admin.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";

/** The largest inventory file `npm run import` may hand the running server. */
const MAX_IMPORT_BYTES = 200 * 1024 * 1024;

/**
 * `/_local/*`: what `npm run leads`, `npm run sms`, `npm run feeds`, `npm run import`, `npm run staff` and `npm run seed` ask the server that owns the
 * embedded database to do, so that only one process ever writes it. Loopback and the owner's secret
 * only; anyone else gets a 404.
 */
export function localCommands(
  scopes: Map<string, SiteScope>,
  secret: () => string | null,
  staffMail: MailTransport,
  media: MediaStore,
): Router {
  const router = express.Router();
  router.use("/_local", (req, res, next) => {
    const key = secret();
    if (key && isLocalAdminRequest(key, req.get(LOCAL_ADMIN_HEADER), req.socket.remoteAddress)) next();
    else res.status(404).end();
  });

  const siteOf = (req: Request, res: Response): SiteScope | null => {
    const scope = scopes.get(String(req.query.site ?? ""));
    if (!scope)
      res
        .status(400)
        .json({ error: `No site ${String(req.query.site ?? "")}; sites: ${[...scopes.keys()].join(", ")}` });
    return scope ?? null;
  };

  router.get("/_local/leads", async (req, res) => {
    const scope = siteOf(req, res);
    if (scope) res.json(await leadReport(scope));
  });

  router.get("/_local/feeds", async (req, res) => {
    const scope = siteOf(req, res);
    if (scope) res.json(await feedCounts(scope));
  });

  router.get("/_local/sms", async (req, res) => {
    const scope = siteOf(req, res);
    if (scope) res.json(await latestSms(scope));
  });

  router.post("/_local/import", express.text({ type: "*/*", limit: MAX_IMPORT_BYTES }), async (req, res) => {
    const scope = siteOf(req, res);
    if (!scope) return;
    const format = String(req.query.format ?? "");
    if (!isInventoryFormat(format)) {
      res.status(400).json({ error: `Unknown format ${format}` });
      return;
    }
    try {
      const fileName = String(req.query.file ?? "import");
      res.json(
        await importInventory(scope, typeof req.body === "string" ? req.body : "", format, { source: "cli", fileName }),
      );
    } catch (error) {
      res.status(400).json({ error: (error as Error).message });
    }
  });

  router.post("/_local/staff-invite", express.json(), async (req, res) => {
    const scope = siteOf(req, res);
    if (!scope) return;
    const invitation = staffInvitation(req.body);
    if (!invitation.ok) {
      res.status(400).json({ error: invitation.error });
      return;
    }
    res.json(await inviteWithLink(scope, staffMail, invitation.value, String(req.query.origin ?? ""), null));
  });

  router.get("/_local/site-export", async (req, res) => {
    const scope = siteOf(req, res);
    if (scope) res.json(await exportSite(scope));
  });

  router.post("/_local/site-import", express.json({ limit: "2mb" }), async (req, res) => {
    const scope = siteOf(req, res);
    if (scope) res.json(await importSite(scope, req.body));
  });

  router.post("/_local/seed", async (req, res) => {
    try {
      res.json(await seedDemoSites(scopes, media, req.query.site ? String(req.query.site) : undefined));
    } catch (error) {
      res.status(400).json({ error: (error as Error).message });
    }
  });
  return router;
}
