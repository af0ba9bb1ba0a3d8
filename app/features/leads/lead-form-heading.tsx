import { isTowed } from "~/features/cars";
import { useStockWords } from "~/features/cars/components";
import type { LeadFormPage } from "./lead-form-schema";

const headings = {
  enquire: "Enquire Now",
  "test-drive": "Book a Test Drive",
  "request-photos": "Request More Photos",
  "find-similar": "Find Me Something Similar",
  general: "Contact us",
  "book-test-drive": "Book a Test Drive",
  service: "Book a Service",
  parts: "Request Parts",
} as const;

const intros: Partial<Record<keyof typeof headings, string>> = {
  "book-test-drive": "Choose a model or a {one} in stock, where and when suits you, and we'll have it ready.",
  service: "Tell us about your car and when suits you; we'll confirm your booking by phone or e-mail.",
  parts: "Our parts team will reply with the price and when it can be ready for pick-up or delivery.",
};

export function formHeading(page: LeadFormPage): string {
  if (page.spec.kind === "test-drive" && page.car && isTowed(page.car.kind)) return "Book an Inspection";
  return headings[page.spec.kind];
}

export function LeadFormHeading({ page }: { page: LeadFormPage }) {
  const words = useStockWords();
  return (
    <header className="mb-6">
      <h1 className="text-3xl font-bold">{formHeading(page)}</h1>
      {page.car ? (
        <p className="mt-1 text-lg text-muted-foreground">{page.car.title}</p>
      ) : (
        <p className="mt-1 text-muted-foreground">
          {(intros[page.spec.kind] ?? "Send us a message and we will get back to you.").replace("{one}", words.one)}
        </p>
      )}
    </header>
  );
}
