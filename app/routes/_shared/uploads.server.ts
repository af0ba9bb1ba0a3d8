import type { UploadedFile } from "~/platform/media/photo-intake.server";

/** A form's files as plain bytes with the name and type the browser gave, for a feature to check. */
export async function uploadedFiles(files: readonly File[]): Promise<UploadedFile[]> {
  return Promise.all(
    files.map(async (file) => ({ name: file.name, type: file.type, bytes: Buffer.from(await file.arrayBuffer()) })),
  );
}
