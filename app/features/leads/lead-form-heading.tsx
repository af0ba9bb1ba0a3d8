import type { LeadFormPage } from "./lead-forms";

const headings = {
  enquire: "Enquire Now",
  "test-drive": "Book a Test Drive",
  "request-photos": "Request More Photos",
  "find-similar": "Find Me Something Similar",
  general: "Contact us",
} as const;

export function formHeading(page: LeadFormPage): string {
  return headings[page.spec.kind];
}

export function LeadFormHeading({ page }: { page: LeadFormPage }) {
  return (
    <header className="mb-6">
      <h1 className="text-3xl font-bold">{formHeading(page)}</h1>
      {page.car ? <p className="mt-1 text-lg text-muted-foreground">{page.car.title}</p> : <p className="mt-1 text-muted-foreground">Send us a message and we will get back to you.</p>}
    </header>
  );
}
