/** A small JSON or form body's string fields (first value of each), whichever the caller sent. */
export async function requestFields(request: Request): Promise<Record<string, string>> {
  if (Number(request.headers.get("content-length") ?? 0) > 16 * 1024) return {};
  if ((request.headers.get("content-type") ?? "").includes("application/json")) {
    const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
    return Object.fromEntries(Object.entries(body ?? {}).flatMap(([key, value]) => (typeof value === "string" || typeof value === "number" ? [[key, String(value)]] : [])));
  }
  const form = await request.formData().catch(() => null);
  return Object.fromEntries([...(form?.entries() ?? [])].flatMap(([key, value]) => (typeof value === "string" ? [[key, value]] : [])));
}
