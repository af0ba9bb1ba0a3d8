import { spawn } from "node:child_process";

/**
 * `tsx scripts/together.ts typecheck lint:code test:unit build`: runs npm scripts at the same time,
 * each line of output prefixed with its script's name, and fails when any of them fails. None of
 * these needs another's result, and one after another they left a core idle at each one's end (the
 * typecheck and the build are short, each lint one process).
 */
const names = process.argv.slice(2);
const codes = await Promise.all(
  names.map(
    (name) =>
      new Promise<number>((resolve) => {
        const child = spawn("npm", ["run", "--silent", name], { stdio: ["ignore", "pipe", "pipe"] });
        const prefix = (stream: NodeJS.ReadableStream, out: NodeJS.WritableStream) => {
          let rest = "";
          stream.on("data", (chunk: Buffer) => {
            const lines = (rest + chunk.toString()).split("\n");
            rest = lines.pop() ?? "";
            for (const line of lines) out.write(`[${name}] ${line}\n`);
          });
          stream.on("end", () => rest && out.write(`[${name}] ${rest}\n`));
        };
        prefix(child.stdout!, process.stdout);
        prefix(child.stderr!, process.stderr);
        child.on("exit", (code) => resolve(code ?? 1));
      }),
  ),
);
names.forEach((name, i) => codes[i] !== 0 && console.error(`${name} failed (exit ${codes[i]})`));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
