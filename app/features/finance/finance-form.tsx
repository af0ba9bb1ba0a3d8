import { getFormProps, parse, useForm, type FieldMetadata } from "@conform-to/react";
import { useEffect, useMemo, useRef, useState, type ComponentType, type FormEvent, type RefAttributes } from "react";
import { Form, useSubmit, type FormProps } from "react-router";
import { TOO_MANY_ATTEMPTS_MESSAGE } from "~/features/accounts";
import { useShopperPrefill } from "~/features/accounts/components";
import { pushToDataLayer, EVENTS } from "~/features/analytics";
import {
  FINANCE_MESSAGES,
  POPUP_TABS,
  sentQuoteValues,
  type QuickQuoteValues,
} from "~/features/finance/finance-form-rules";
import { OPT_IN_LABEL_SITE, SHORT_TERMS_MESSAGE } from "~/features/leads";
import { Button } from "~/ui/button";
import { Field, FormAlert, inputClass } from "~/ui/field";
import { FormWideAlert } from "~/ui/not-sent-alert";
import { FormDraft } from "~/ui/form-draft";
import { notSentWords, wasKept } from "~/platform/forms/not-sent";
import type { FinanceFormResult, FinancePage } from "./finance-page";
import { codeNeeded, financeFormResolver, type FinanceFormFields } from "./finance-form-schema";
import { MobileVerification } from "./mobile-verification";
import { QuickQuote } from "./quick-quote";
import { TermsAcknowledgement } from "~/features/leads/components";

type Meta = FieldMetadata<string, FinanceFormFields, string[]>;

function TextField({
  meta,
  label,
  required,
  autoComplete,
  maxLength,
  type = "text",
  placeholder,
}: {
  meta: Meta;
  label: string;
  required?: boolean;
  autoComplete?: string;
  maxLength: number;
  type?: string;
  placeholder?: string;
}) {
  return (
    <Field id={meta.id} label={label} required={required} error={meta.errors?.[0]}>
      <input
        id={meta.id}
        name={meta.name}
        type={type}
        defaultValue={String(meta.initialValue ?? "")}
        autoComplete={autoComplete}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-invalid={meta.errors?.length ? true : undefined}
        aria-describedby={meta.errors?.length ? `${meta.id}-error` : undefined}
        className={inputClass}
      />
    </Field>
  );
}

/** What the shopper last sent, as the quick quote's starting values (the page's defaults otherwise). */
function quoteStart(page: FinancePage, result: FinanceFormResult | undefined): QuickQuoteValues {
  const sent = result?.reply.initialValue;
  return sent ? sentQuoteValues(sent, page.quote.initial) : page.quote.initial;
}

const submitterIntent = (event: FormEvent<HTMLFormElement>) =>
  (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value") ?? "apply";

/**
 * The finance form (spec 001 sections 2 and 4): the quick quote, the shopper's details and the
 * mobile check, in one page or, where the site says so, in the popup's two steps. Send Code asks
 * /api/rate-limit first; a submit before the popup's last step only advances.
 */
export function FinanceForm({
  page,
  result,
  busy,
  FormElement = Form,
  action,
  submitTo,
}: {
  page: FinancePage;
  result: FinanceFormResult | undefined;
  busy: boolean;
  /** In the popup over another page: a fetcher's Form, posting to the finance page's own address. */
  FormElement?: ComponentType<FormProps & RefAttributes<HTMLFormElement>>;
  action?: string;
  submitTo?: (formData: FormData, options: { method: "post"; action?: string; preventScrollReset: boolean }) => unknown;
}) {
  const resolve = useMemo(() => financeFormResolver(page.spec), [page.spec]);
  const [form, fields] = useForm<FinanceFormFields, FinanceFormFields, string[]>({
    id: "finance-application",
    lastResult: result?.reply,
    onValidate: ({ formData }) => parse(formData, { resolve }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const [step, setStep] = useState<1 | 2>(result?.step ?? 1);
  const [alert, setAlert] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useShopperPrefill(formRef);
  const submit = useSubmit();
  const [answered, setAnswered] = useState(result);
  // The quote as the server last answered it: a send that got no answer leaves it as it was.
  const [quoted, setQuoted] = useState(result);
  if (answered !== result) {
    // Each answer from the server says which step the form is on.
    setAnswered(result);
    setStep(result?.step ?? 1);
    if (!wasKept(result?.reply)) setQuoted(result);
  }
  useEffect(() => {
    if (result?.sent && result.reply.status !== "error") pushToDataLayer(EVENTS.CODE_SENT, { label: "Code sent" });
  }, [result]);
  const sent = Boolean(result?.sent);
  const initialPhone = String(result?.reply.initialValue?.phone ?? page.spec.verifiedPhone ?? "");
  const verified = !codeNeeded(initialPhone, page.spec.verifiedPhone);
  const showFirst = !page.popup || step === 1;
  const showLast = !page.popup || step === 2;
  const formProps = getFormProps(form);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    setAlert(null);
    const intent = submitterIntent(event);
    formProps.onSubmit(event);
    if (event.defaultPrevented) return;
    if (intent === "next") {
      event.preventDefault();
      setStep(2);
      return;
    }
    if (intent !== "send") return;
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    formData.set("intent", "send");
    try {
      const limit = await fetch("/api/rate-limit", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ phone: formData.get("phone") }),
      });
      if (!limit.ok) return setAlert(TOO_MANY_ATTEMPTS_MESSAGE);
      await (submitTo ?? submit)(formData, { method: "post", action, preventScrollReset: true });
    } catch {
      setAlert(navigator.onLine ? FINANCE_MESSAGES.unknownVerification : notSentWords.offline);
    }
  };

  return (
    <FormElement
      ref={formRef}
      method="post"
      action={action}
      {...formProps}
      onSubmit={(e) => void onSubmit(e)}
      aria-busy={busy}
      className="grid gap-5"
    >
      {Object.entries(page.hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {page.popup ? null : <FormDraft within={formRef} draftKey="finance-application" kind="session" saved={false} />}
      {page.popup ? <StepTabs step={step} /> : null}
      {alert ? <FormAlert text={alert} /> : <FormWideAlert result={result?.reply} errors={form.errors} />}
      <div hidden={!showFirst} className="grid gap-5">
        <QuickQuote
          key={JSON.stringify(quoted?.reply.initialValue ?? null)}
          initial={quoteStart(page, quoted)}
          estimate={quoted ? (quoted.estimate ?? null) : page.quote.estimate}
          available={page.quote.available}
          car={page.car}
        />
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-bold">Your Details</legend>
          <TextField meta={fields.name} label="First Name" required autoComplete="given-name" maxLength={50} />
          <TextField meta={fields.last_name} label="Last Name" required autoComplete="family-name" maxLength={50} />
          <div className="sm:col-span-2">
            <TextField
              meta={fields.email}
              type="email"
              label="Email Address"
              required
              autoComplete="email"
              maxLength={254}
            />
          </div>
          {page.spec.postcode ? (
            <TextField
              meta={fields.postcode}
              label="Postcode"
              required
              autoComplete="postal-code"
              maxLength={4}
              placeholder="1234"
            />
          ) : null}
        </fieldset>
      </div>
      {page.popup && step === 1 ? (
        <Button type="submit" name="intent" value="next" disabled={busy}>
          Next
        </Button>
      ) : null}
      <div hidden={!showLast} className="grid gap-4 sm:grid-cols-2">
        <MobileVerification
          phone={fields.phone}
          code={fields.code}
          sent={sent}
          verified={verified}
          busy={busy}
          initialPhone={initialPhone}
        />
        <label className="flex items-start gap-2 sm:col-span-2">
          <input type="checkbox" name="subscribe" defaultChecked className="mt-1 accent-primary" />
          <span>{OPT_IN_LABEL_SITE}</span>
        </label>
        {page.spec.terms ? <TermsBox meta={fields.terms_conditions} /> : null}
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          {page.popup ? (
            <Button type="button" variant="outline" onClick={() => setStep(1)}>
              Back
            </Button>
          ) : null}
          <Button type="submit" name="intent" value="apply" disabled={busy}>
            {busy ? "Sending..." : "Apply Now"}
          </Button>
        </div>
      </div>
    </FormElement>
  );
}

function TermsBox({ meta }: { meta: Meta }) {
  return (
    <div className="sm:col-span-2">
      <label className="flex items-start gap-2">
        <input
          id={meta.id}
          type="checkbox"
          name={meta.name}
          aria-invalid={meta.errors?.length ? true : undefined}
          aria-describedby={meta.errors?.length ? `${meta.id}-error` : undefined}
          className="mt-1 accent-primary"
        />
        <span>I agree to the terms of use.</span>
      </label>
      <TermsAcknowledgement />
      {meta.errors?.length ? (
        <p id={`${meta.id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {meta.errors[0] ?? SHORT_TERMS_MESSAGE}
        </p>
      ) : null}
    </div>
  );
}

/** The popup's tab headings: the first two are step 1, the last two step 2. */
function StepTabs({ step }: { step: 1 | 2 }) {
  return (
    <ol className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4" aria-label="Application steps">
      {POPUP_TABS.map((tab, i) => {
        const current = (i < 2 ? 1 : 2) === step;
        return (
          <li
            key={tab}
            aria-current={current ? "step" : undefined}
            className={`rounded border-b-4 px-2 py-2 text-center font-semibold ${current ? "border-primary text-foreground" : "border-muted text-muted-foreground"}`}
          >
            {tab}
          </li>
        );
      })}
    </ol>
  );
}
