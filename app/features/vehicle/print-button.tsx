import { useState } from "react";

/** Spec 000 section 4: 'Preparing...' while the PDF downloads, then a file named after the slug, or an alert with the error. */
export function PrintButton({ slug }: { slug: string }) {
  const [busy, setBusy] = useState(false);
  const href = `/print?car_id=${encodeURIComponent(slug)}`;
  const download = async () => {
    setBusy(true);
    try {
      const response = await fetch(href);
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: string } | null;
        throw new Error(body?.error ?? `The PDF could not be made (${response.status})`);
      }
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = `${slug}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      window.alert(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      aria-disabled={busy}
      onClick={(event) => {
        event.preventDefault();
        if (!busy) void download();
      }}
      className="rounded border border-muted-foreground/40 px-3 py-1.5 text-sm font-semibold"
    >
      {busy ? "Preparing..." : "Print"}
    </a>
  );
}
