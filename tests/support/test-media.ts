import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { localMediaStore } from "~/platform/media/local-media-store.server";

/** A media store in a fresh temporary folder, for tests that seed demo sites or upload photos. */
export const testMedia = localMediaStore(mkdtempSync(path.join(tmpdir(), "test-media-")));
