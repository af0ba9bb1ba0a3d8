import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertMediaKey, mediaTypeOf, type MediaStore } from "./media-store";

/** The embedded default: files under `MEDIA_DIR`, written whole (a temporary name, then a rename); deleting a key takes any partial copy with it. */
export function localMediaStore(dir: string): MediaStore {
  const root = path.resolve(dir);
  const fileOf = (key: string) => {
    assertMediaKey(key);
    return path.join(root, ...key.split("/"));
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.${randomUUID()}.tmp`;
      await writeFile(partial, body);
      await rename(partial, file);
    },
    async get(key) {
      const body = await readFile(fileOf(key)).catch(() => null);
      return body ? { body, contentType: mediaTypeOf(key) } : null;
    },
    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      // A write that died before its rename left its partial copy beside it: that goes too.
      const partials = (await readdir(path.dirname(file)).catch(() => [])).filter(
        (name) => name.startsWith(`${path.basename(file)}.`) && name.endsWith(".tmp"),
      );
      await Promise.all(partials.map((name) => rm(path.join(path.dirname(file), name), { force: true })));
    },
    describe: () => `folder ${dir}`,
  };
}
