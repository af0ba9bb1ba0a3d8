import path from "node:path";

/**
 * The house's layers as lint rules (docs/architecture.md, "Layers"):
 * - `layers`: app/platform and app/ui import nothing from app/features, app/routes or the
 *   composition root, and app/platform nothing from app/ui; a feature imports no route and not the
 *   composition root; a feature, a route, the composition root and a script (scripts/) import a
 *   feature only through its faces (index.ts, components.ts, index.server.ts). A dynamic import()
 *   may name another feature's component module, so that its code is split off.
 * - `no-http-in-features`: HTTP belongs to app/routes: no feature imports React Router's
 *   response and cookie helpers, reads a Fetch Request or FormData, or picks a status number.
 * - `staff-writes-audited`: a staff write and its audit record stand or fall together (issue 53):
 *   `recordAudit` is given the transaction of the callback it sits in, never the database; and a
 *   function that acts for a staff member (a parameter `staff`, `staffId` or of type StaffMember)
 *   and inserts, updates or deletes must record what it did.
 */

// console-components.ts: a shop area's screens for the console, kept apart so no shopper page loads them.
const FACES = new Set(["index.ts", "components.ts", "console-components.ts", "index.server.ts"]);
const HTTP_HELPERS = new Set([
  "data",
  "redirect",
  "redirectDocument",
  "replace",
  "createCookie",
  "createCookieSessionStorage",
  "createSessionStorage",
  "createMemorySessionStorage",
]);

/** A number literal an HTTP status could be (100 to 599). */
function isHttpStatus(node) {
  return node?.type === "Literal" && typeof node.value === "number" && node.value >= 100 && node.value <= 599;
}

/** Where a file sits: its top folder under app/ and, for a feature, the feature's name. */
function placeOf(appDir, file) {
  const relative = path.relative(appDir, file);
  if (relative.startsWith("..")) {
    const fromRoot = path.relative(path.dirname(appDir), file);
    return fromRoot.split(path.sep)[0] === "scripts" ? { layer: "scripts", parts: fromRoot.split(path.sep) } : null;
  }
  const parts = relative.split(path.sep);
  if (parts.length === 1)
    return { layer: parts[0].replace(/\.tsx?$/, "") === "services.server" ? "root" : "app", parts };
  return { layer: parts[0], feature: parts[0] === "features" && parts.length > 2 ? parts[1] : undefined, parts };
}

/** A shopper's page: the root document and the routes outside routes/console and routes/_shared. */
function isShopPage(place) {
  if (place.layer === "app") return place.parts[0].startsWith("root.");
  return place.layer === "routes" && !["console", "_shared"].includes(place.parts[1]);
}

/** The file an import names under app/, by `~/` or a relative path; null for packages. */
function targetOf(appDir, fromFile, specifier) {
  if (specifier.startsWith("~/")) return path.join(appDir, specifier.slice(2));
  if (specifier.startsWith(".")) return path.resolve(path.dirname(fromFile), specifier);
  return null;
}

function withExtension(target) {
  if (/\.(tsx?|css|json)$/.test(target)) return target;
  return /[\\/](index|components|console-components|index\.server)$/.test(target) ? `${target}.ts` : target;
}

const layers = {
  meta: {
    type: "problem",
    docs: { description: "Keep app/platform, app/ui, app/features and app/routes in their layers" },
    schema: [],
    messages: {
      upward: "{{layer}} imports nothing from {{target}}: the platform and the UI serve every feature.",
      featureToRoute:
        "A feature never imports {{target}}: routes and the composition root call features, not the reverse.",
      deep: "Import another feature only through its face: ~/features/{{feature}} (index.ts), ~/features/{{feature}}/components or ~/features/{{feature}}/index.server.",
      consoleInShop:
        "A shopper's page imports nothing of the console ({{target}}): console areas serve app/routes/console alone.",
    },
  },
  create(context) {
    const appDir = path.join(context.cwd, "app");
    const file = context.filename;
    const from = placeOf(appDir, file);
    if (!from) return {};
    const check = (node, specifier, dynamic) => {
      if (typeof specifier !== "string") return;
      const target = targetOf(appDir, file, specifier);
      if (!target) return;
      const to = placeOf(appDir, withExtension(target));
      if (!to) return;
      const reachesUp =
        to.layer === "features" ||
        to.layer === "routes" ||
        to.layer === "root" ||
        (from.layer === "platform" && to.layer === "ui");
      if ((from.layer === "platform" || from.layer === "ui") && reachesUp)
        return context.report({ node, messageId: "upward", data: { layer: `app/${from.layer}`, target: specifier } });
      if (isShopPage(from) && to.layer === "features" && (to.feature ?? to.parts[1]).startsWith("console"))
        return context.report({ node, messageId: "consoleInShop", data: { target: specifier } });
      if (from.layer === "features" && (to.layer === "routes" || to.layer === "root"))
        return context.report({ node, messageId: "featureToRoute", data: { target: specifier } });
      // Features, routes, the composition root and the scripts meet a feature only at its faces.
      if (from.layer === "platform" || from.layer === "ui") return;
      if (to.layer !== "features" || !to.feature || to.feature === from.feature) return;
      const inFolder = to.parts.slice(2).join("/");
      if (FACES.has(inFolder) || (to.parts.length === 2 && to.parts[1] === to.feature)) return;
      if (dynamic) return;
      context.report({ node, messageId: "deep", data: { feature: to.feature } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value, false),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, false),
      ExportAllDeclaration: (node) => check(node, node.source.value, false),
      ImportExpression: (node) => node.source.type === "Literal" && check(node, node.source.value, true),
    };
  },
};

const noHttpInFeatures = {
  meta: {
    type: "problem",
    docs: { description: "HTTP (requests, responses, cookies, redirects) lives in app/routes" },
    schema: [],
    messages: {
      helper:
        "A feature returns plain results; the route maps them to `{{name}}` (move HTTP to app/routes, e.g. routes/<page>.server.ts).",
      request: "A feature takes plain inputs, not a Request: the route reads the request and passes what it found.",
      response: "A feature returns plain results, not a Response: the route answers HTTP.",
      formData:
        "A feature takes the form's fields (URLSearchParams, or values Conform read), not FormData: the route reads the body.",
      status:
        'A feature says why (platform/forms/refusal: `refusal("not-found", ...)`), not an HTTP status: routes/_shared/answers.server picks the number.',
    },
  },
  create(context) {
    const place = placeOf(path.join(context.cwd, "app"), context.filename);
    if (place?.layer !== "features") return {};
    return {
      ImportDeclaration(node) {
        if (node.source.value !== "react-router") return;
        for (const specifier of node.specifiers) {
          const name = specifier.type === "ImportSpecifier" ? specifier.imported.name : null;
          if (name && HTTP_HELPERS.has(name)) context.report({ node: specifier, messageId: "helper", data: { name } });
        }
      },
      TSTypeReference(node) {
        if (node.typeName.type !== "Identifier") return;
        if (node.typeName.name === "Request") context.report({ node, messageId: "request" });
        // A component may read its own <form> in the browser; a feature's server code takes fields.
        if (node.typeName.name === "FormData" && context.filename.includes(".server."))
          context.report({ node, messageId: "formData" });
      },
      Property(node) {
        const key = node.key.type === "Identifier" ? node.key.name : node.key.value;
        if (key === "status" && isHttpStatus(node.value)) context.report({ node, messageId: "status" });
      },
      TSPropertySignature(node) {
        const key = node.key.type === "Identifier" ? node.key.name : node.key.value;
        const type = node.typeAnnotation?.typeAnnotation;
        const literals = type?.type === "TSUnionType" ? type.types : type ? [type] : [];
        if (key === "status" && literals.some((t) => t.type === "TSLiteralType" && isHttpStatus(t.literal)))
          context.report({ node, messageId: "status" });
      },
      NewExpression(node) {
        if (node.callee.type === "Identifier" && (node.callee.name === "Request" || node.callee.name === "Response"))
          context.report({ node, messageId: node.callee.name === "Request" ? "request" : "response" });
      },
      MemberExpression(node) {
        if (node.object.type === "Identifier" && node.object.name === "Response" && !node.computed)
          context.report({ node, messageId: "response" });
      },
    };
  },
};

const WRITES = new Set(["insert", "update", "delete"]);

/**
 * The name of the transaction `node` is inside: the parameter of a callback given to
 * `.transaction(...)`, or a function's first parameter named `tx` (a step a transaction hands on,
 * such as a publish's `alongside`).
 */
function transactionName(node) {
  for (let at = node.parent; at; at = at.parent) {
    if (!["ArrowFunctionExpression", "FunctionExpression", "FunctionDeclaration"].includes(at.type)) continue;
    const first = at.params[0];
    if (first?.type !== "Identifier") continue;
    const call = at.parent;
    const isCallback =
      call?.type === "CallExpression" &&
      call.arguments[0] === at &&
      call.callee.type === "MemberExpression" &&
      call.callee.property.type === "Identifier" &&
      call.callee.property.name === "transaction";
    if (isCallback || first.name === "tx") return first.name;
  }
  return null;
}

/** `tx.insert(t)`, `db.update(t)`, `scope.db.delete(t)`: a write through the database or a transaction. */
function isDatabaseWrite(callee) {
  if (callee.type !== "MemberExpression" || callee.property.type !== "Identifier" || !WRITES.has(callee.property.name))
    return false;
  const target = callee.object;
  if (target.type === "Identifier") return ["db", "tx"].includes(target.name);
  return target.type === "MemberExpression" && target.property.type === "Identifier" && target.property.name === "db";
}

/** Whether a function's parameters name the staff member it acts for. */
function actsForStaff(fn) {
  return fn.params.some((param) => {
    const id = param.type === "AssignmentPattern" ? param.left : param;
    if (id.type !== "Identifier") return false;
    if (id.name === "staff" || id.name === "staffId") return true;
    const type = id.typeAnnotation?.typeAnnotation;
    return (
      type?.type === "TSTypeReference" && type.typeName.type === "Identifier" && type.typeName.name === "StaffMember"
    );
  });
}

const staffWritesAudited = {
  meta: {
    type: "problem",
    docs: { description: "A staff write and its audit record are one transaction." },
    schema: [],
    messages: {
      outside:
        "Record the audit in the write's own transaction: `db.transaction(async (tx) => { ...write; await recordAudit(tx, ...) })`, so a crash cannot keep one without the other.",
      unaudited:
        "This function writes for a staff member but records nothing: call recordAudit(tx, ...) in the write's transaction.",
    },
  },
  create(context) {
    const place = placeOf(path.join(context.cwd, "app"), context.filename);
    if (!place || !["features", "routes", "platform"].includes(place.layer)) return {};
    const functions = [];
    const enter = (node) => functions.push({ node, writes: null, audits: false });
    const leave = () => {
      const fn = functions.pop();
      if (fn.writes && !fn.audits && actsForStaff(fn.node)) context.report({ node: fn.writes, messageId: "unaudited" });
      // A nested callback's audit or write counts for the function around it (a transaction's body).
      const outer = functions.at(-1);
      if (outer) {
        outer.audits ||= fn.audits;
        outer.writes ??= fn.writes;
      }
    };
    return {
      FunctionDeclaration: enter,
      "FunctionDeclaration:exit": leave,
      FunctionExpression: enter,
      "FunctionExpression:exit": leave,
      ArrowFunctionExpression: enter,
      "ArrowFunctionExpression:exit": leave,
      CallExpression(node) {
        const current = functions.at(-1);
        const callee = node.callee;
        if (callee.type === "Identifier" && callee.name === "recordAudit") {
          if (current) current.audits = true;
          const given = node.arguments[0];
          if (given?.type !== "Identifier" || given.name !== transactionName(node))
            context.report({ node, messageId: "outside" });
          return;
        }
        if (current && isDatabaseWrite(callee)) current.writes ??= node;
      },
    };
  },
};

export default {
  rules: { layers, "no-http-in-features": noHttpInFeatures, "staff-writes-audited": staffWritesAudited },
};
