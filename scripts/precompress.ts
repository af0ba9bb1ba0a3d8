import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * Run by `npm run build`: every script, style sheet and SVG of the browser build is compressed once
 * here, with brotli at its best and gzip -9, and served as such (server/static-files.ts), instead of
 * being compressed again for every request.
 */
const ROOT = "build/client";
const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|webmanifest)$/;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* files(file);
    else if (COMPRESSIBLE.test(name)) yield file;
  }
}

let count = 0;
for (const file of files(ROOT)) {
  const body = readFileSync(file);
  if (body.length < 512) continue;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count++;
}
console.log(`precompressed ${count} files in ${ROOT} (brotli 11, gzip 9)`);
