/** The one reference a shopper quotes and the dealer's e-mail carries (issue 36), as a receipt's first row. */
export function YourReference({ reference }: { reference: string | null }) {
  if (!reference) return null;
  return (
    <>
      <dt className="text-muted-foreground">Your reference</dt>
      <dd className="font-mono text-base font-bold tracking-wider" data-testid="reference">
        {reference}
      </dd>
    </>
  );
}
