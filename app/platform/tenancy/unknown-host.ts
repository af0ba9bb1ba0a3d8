/** The page an unknown Host gets: a plain 404 that names no other dealer. */
export function unknownHostPage(host: string): string {
  const safe = host.replace(/[^a-zA-Z0-9.:[\]-]/g, "");
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Site not found</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#111827"><h1>Site not found</h1><p>No dealer website is set up at <strong>${safe || "this address"}</strong>.</p><p>If you typed the address, please check it. If you run this site, add the domain to its site config.</p></body></html>`;
}
