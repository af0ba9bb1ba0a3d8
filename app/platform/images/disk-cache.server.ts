import { readdirSync, statSync, unlinkSync } from "node:fs";
import path from "node:path";
import { logger } from "../logging/logger.server";

/**
 * The size of a folder of cached files, kept under `limitBytes`: the files are listed at start, each
 * use moves a file to the back, and past the limit the least recently used go until a tenth is free.
 * Another process sharing the folder keeps its own count; a file one deletes is made again by the other.
 */
export function diskCache(dir: string, limitBytes: number) {
  const sizes = new Map<string, number>();
  let total = 0;
  const listed = readdirSync(dir)
    .filter((name) => !name.endsWith(".tmp"))
    .map((name) => {
      const file = path.join(dir, name);
      const stat = statSync(file, { throwIfNoEntry: false });
      return stat?.isFile() ? { file, size: stat.size, used: stat.atimeMs } : null;
    })
    .filter((entry) => entry !== null)
    .sort((a, b) => a.used - b.used);
  for (const { file, size } of listed) {
    sizes.set(file, size);
    total += size;
  }

  const evict = () => {
    if (total <= limitBytes) return;
    const target = limitBytes * 0.9;
    for (const [file, size] of sizes) {
      if (total <= target) break;
      sizes.delete(file);
      total -= size;
      try {
        unlinkSync(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT")
          logger.warn({ err: error, file }, "a cached picture could not be deleted");
      }
    }
  };
  evict();

  return {
    /** A cached file was served: it is now the most recently used. */
    used(file: string, size: number) {
      if (sizes.delete(file)) sizes.set(file, size);
      else {
        sizes.set(file, size);
        total += size;
        evict();
      }
    },
    /** A new file was written. */
    added(file: string, size: number) {
      total += size - (sizes.get(file) ?? 0);
      sizes.delete(file);
      sizes.set(file, size);
      evict();
    },
    /** Bytes the folder holds by this process's count. */
    get bytes() {
      return total;
    },
  };
}
