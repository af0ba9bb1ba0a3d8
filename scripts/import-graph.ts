/**
 * The import graph of app/: how its folders lean on each other. Prints the figures the house is
 * held to (docs/architecture.md): arrows from app/platform up into app/features, file cycles,
 * cross-feature imports and the folder pairs they join. `npm run graph` (add `--list` for the
 * cross-feature imports one per line).
 */
import { readdirSync, readFileSync, existsSync, statSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");

interface Edge {
  from: string;
  to: string;
  typeOnly: boolean;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "migrations" ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function resolveImport(app: string, fromFile: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = path.join(app, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(fromFile), specifier);
  else return null;
  const tries = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")];
  return tries.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

const IMPORT =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

export function importEdges(app: string, files: string[]): Edge[] {
  return files.flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return [...text.matchAll(IMPORT)].flatMap((m) => {
      const to = resolveImport(app, file, m[3] ?? m[4]!);
      return to ? [{ from: file, to, typeOnly: Boolean(m[2]) }] : [];
    });
  });
}

/**
 * A file's room: app/features/<area>, app/platform/<folder> (or app/platform), app/routes (the root
 * route's files too), app/ui, the composition root, app (the entries), or scripts.
 */
export function groupOfIn(app: string, file: string): string {
  const parts = path.relative(app, file).split(path.sep);
  if (parts[0] === "..") return "scripts";
  if (parts[0] === "features" && parts.length > 2) return `features/${parts[1]}`;
  if (parts[0] === "platform") return parts.length > 2 ? `platform/${parts[1]}` : "platform";
  if (parts.length > 1) return parts[0]!;
  if (/^root[.-]|^routes\.ts$/.test(parts[0]!)) return "routes";
  if (parts[0] === "services.server.ts") return "composition root";
  return "app";
}

function featureIn(app: string, file: string): string | null {
  const parts = path.relative(app, file).split(path.sep);
  return parts[0] === "features" && parts.length > 2 ? parts[1]! : null;
}

function stronglyConnected(nodes: string[], next: (node: string) => string[]): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    order.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const to of next(node)) {
      if (!order.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, order.get(to)!));
    }
    if (low.get(node) === order.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component);
    }
  };
  for (const node of nodes) if (!order.has(node)) visit(node);
  return found;
}

function levels(groups: string[], arrows: Map<string, Set<string>>): number {
  const depth = new Map<string, number>();
  const visiting = new Set<string>();
  const depthOf = (group: string): number => {
    if (depth.has(group)) return depth.get(group)!;
    if (visiting.has(group)) return 0;
    visiting.add(group);
    const below = [...(arrows.get(group) ?? [])].map(depthOf);
    visiting.delete(group);
    const d = 1 + Math.max(0, ...below);
    depth.set(group, d);
    return d;
  };
  return Math.max(...groups.map(depthOf));
}

/** The figures of a tree's import graph: app/ and scripts/ below `root`. */
export function measure(root = ROOT) {
  const app = path.join(root, "app");
  const groupOf = (file: string) => groupOfIn(app, file);
  const featureOf = (file: string) => featureIn(app, file);
  const scripts = path.join(root, "scripts");
  const files = [...sourceFiles(app), ...(existsSync(scripts) ? sourceFiles(scripts) : [])];
  const edges = importEdges(app, files);
  const groups = [...new Set(files.map(groupOf))];
  const arrows = new Map<string, Set<string>>();
  for (const edge of edges) {
    const [from, to] = [groupOf(edge.from), groupOf(edge.to)];
    if (from !== to) arrows.set(from, (arrows.get(from) ?? new Set()).add(to));
  }
  const byFile = new Map<string, string[]>();
  for (const edge of edges) byFile.set(edge.from, [...(byFile.get(edge.from) ?? []), edge.to]);
  const cross = edges.filter((e) => featureOf(e.from) && featureOf(e.to) && featureOf(e.from) !== featureOf(e.to));
  const relative = (file: string) => path.relative(app, file);
  return {
    files: files.length,
    groups: groups.length,
    levels: levels(groups, arrows),
    groupArrows: [...arrows.values()].reduce((n, to) => n + to.size, 0),
    platformIntoFeatures: edges
      .filter((e) => groupOf(e.from).startsWith("platform") && featureOf(e.to))
      .map((e) => `${relative(e.from)} → ${relative(e.to)}`),
    fileCycles: stronglyConnected(files, (file) => byFile.get(file) ?? []).map((c) => c.map(relative)),
    groupCycles: stronglyConnected(groups, (group) => [...(arrows.get(group) ?? [])]),
    crossFeatureImports: cross.length,
    crossFeaturePairs: new Set(cross.map((e) => `${featureOf(e.from)}→${featureOf(e.to)}`)).size,
    filesImportedAcrossFeatures: new Set(cross.map((e) => e.to)).size,
    crossFeatureList: cross.map((e) => `${relative(e.from)} → ${relative(e.to)}`),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = measure();
  const { crossFeatureList, platformIntoFeatures, fileCycles, groupCycles, ...counts } = figures;
  console.table(counts);
  console.log(`imports from app/platform into features: ${platformIntoFeatures.length}`);
  platformIntoFeatures.forEach((line) => console.log(`  ${line}`));
  console.log(`file cycles: ${fileCycles.length}`);
  fileCycles.forEach((cycle) => console.log(`  ${cycle.join(" ⇄ ")}`));
  console.log(`folder cycles: ${groupCycles.length}`);
  groupCycles.forEach((cycle) => console.log(`  ${cycle.join(" ⇄ ")}`));
  if (process.argv.includes("--list")) crossFeatureList.forEach((line) => console.log(line));
}
