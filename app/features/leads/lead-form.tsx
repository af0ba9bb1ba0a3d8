import { getFormProps, parse, useForm, type SubmissionResult } from "@conform-to/react";
import {
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
  type ReactNode,
  type RefAttributes,
} from "react";
import { Form, useNavigation, type FormProps } from "react-router";
import { useSavedDetails } from "~/features/accounts/components";
import { isTowed } from "~/features/cars";
import { Button } from "~/ui/button";
import { useScripted } from "~/ui/use-scripted";
import { FormWideAlert } from "~/ui/not-sent-alert";
import { ErrorSummary, HiddenValues, LeadFieldRow, type LeadFieldMeta } from "./lead-fields";
import { DEFAULT_CATEGORY, defaultMessage } from "./lead-form-kinds";
import {
  enquirySteps,
  fieldsOf,
  leadFormResolver,
  type LeadField,
  type LeadFormPage,
  type LeadFormValues,
} from "./lead-form-schema";
import { GENERIC_FORM_FAILURE, MULTI_STEP_FAILURE } from "./lead-form-texts";
import { ConsentNotice } from "./consent-notice";

export interface LeadFormProps {
  page: LeadFormPage;
  /** Conform's reply from the form's action, when it was sent and not stored. */
  result: SubmissionResult<string[]> | undefined;
  submitting: boolean;
  /** React Router's Form on a form page, a fetcher's Form in a dialog. */
  FormElement: ComponentType<FormProps & RefAttributes<HTMLFormElement>>;
}

const submitLabels = {
  enquire: "Send Enquiry",
  "test-drive": "Book Test Drive",
  "request-photos": "Request Photos",
  "find-similar": "Send Request",
  general: "Send Enquiry",
  "book-test-drive": "Book Test Drive",
  service: "Book Service",
  parts: "Request Parts",
} as const;

function submitLabel(page: LeadFormPage): string {
  if (page.spec.kind === "test-drive" && page.car && isTowed(page.car.kind)) return "Book Inspection";
  return submitLabels[page.spec.kind];
}

/**
 * The form's state is Conform's: the browser checks with the server's own schema on submit, then
 * again as the shopper corrects a field; the server checks again and its reply (errors and what was
 * typed) comes back as `result`, with or without scripts.
 */
function useLeadForm({ page, result }: Pick<LeadFormProps, "page" | "result">) {
  // The schema is built once per form, not on every keystroke Conform checks.
  const resolve = useMemo(() => leadFormResolver(page.spec), [page.spec]);
  const [form, fields] = useForm<LeadFormValues, LeadFormValues, string[]>({
    id: `${page.spec.kind}-form`,
    lastResult: result,
    // Spec 000 §5 "opt_in optional, default true" and §10 "Default contact opt-in: true".
    defaultValue: {
      category: DEFAULT_CATEGORY,
      message: defaultMessage(page.spec.kind),
      opt_in: "on",
      ...page.defaults,
    },
    onValidate: ({ formData }) => parse(formData, { resolve }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const summaryRef = useRef<HTMLDivElement>(null);
  const meta = (field: LeadField) => fields[field] as LeadFieldMeta;
  const listed = (shown: LeadField[]) =>
    shown.flatMap((f) => (meta(f).errors?.[0] ? [{ id: meta(f).id, error: meta(f).errors![0]! }] : []));
  // Conform focuses the first wrong field; the summary that lists them all (spec 001 section 8) is read first.
  const focusSummary = () => requestAnimationFrame(() => summaryRef.current?.focus());
  return { form, meta, listed, summaryRef, focusSummary, resolve };
}

/**
 * A submit the shopper made, not one of Conform's own: Conform checks a field as it is corrected by
 * submitting the form with an `__intent__` button, which must neither steal focus nor change step.
 */
function shopperSubmitted(event: FormEvent<HTMLFormElement>): boolean {
  return (event.nativeEvent as SubmitEvent).submitter?.getAttribute("name") !== "__intent__";
}

type LeadFormResolver = ReturnType<typeof leadFormResolver>;

/** Errors the schema finds now in some of the form's fields, without showing them. */
function errorsIn(resolve: LeadFormResolver, formElement: HTMLFormElement, only: LeadField[]): LeadField[] {
  const { error } = resolve(Object.fromEntries(new FormData(formElement)));
  return only.filter((f) => error?.[f]);
}

function FormShell({
  page,
  submitting,
  FormElement,
  formProps,
  onSubmit,
  children,
  alert,
}: Omit<LeadFormProps, "result"> & {
  formProps: ReturnType<typeof getFormProps>;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  alert: ReactNode;
}) {
  const { formRef, remember, filledFor, notYou } = useSavedDetails();
  return (
    <FormElement
      ref={formRef}
      method="post"
      action={page.action}
      {...formProps}
      onSubmit={(event) => {
        formProps.onSubmit(event);
        onSubmit(event);
        remember(event);
      }}
      aria-busy={submitting}
      className={`relative flex flex-col gap-4 ${page.spec.kind === "test-drive" ? "max-w-[600px]" : "max-w-2xl"}`}
      data-lead-form-kind={page.spec.kind}
    >
      <HiddenValues page={page} />
      {alert}
      {filledFor ? <FilledFor name={filledFor} onNotYou={notYou} /> : null}
      {children}
      <ConsentNotice />
    </FormElement>
  );
}

/** Whose details this browser filled in, and a way out for anyone else. */
function FilledFor({ name, onNotYou }: { name: string; onNotYou: () => void }) {
  return (
    <p className="text-sm text-muted-foreground" data-testid="filled-for">
      Filled in with {name}&apos;s details.{" "}
      <button type="button" onClick={onNotYou} className="font-semibold text-primary underline">
        Not you?
      </button>
    </p>
  );
}

function SubmitButton({ page, submitting }: { page: LeadFormPage; submitting: boolean }) {
  return (
    <Button type="submit" disabled={submitting}>
      {submitting ? "Sending..." : submitLabel(page)}
    </Button>
  );
}

/**
 * The generic form (spec 000 section 4): one step, then the success page, or the alert 'An error
 * occurred when submitting this form' with everything typed kept.
 */
export function GenericLeadForm(props: LeadFormProps) {
  const { page, submitting } = props;
  const shown = fieldsOf(page.spec);
  const { form, meta, listed, summaryRef, focusSummary } = useLeadForm(props);
  return (
    <FormShell
      {...props}
      formProps={getFormProps(form)}
      alert={<FormWideAlert result={props.result} errors={form.errors} failure={GENERIC_FORM_FAILURE} />}
      onSubmit={(e) => e.defaultPrevented && shopperSubmitted(e) && focusSummary()}
    >
      <ErrorSummary listed={listed(shown)} summaryRef={summaryRef} />
      <div className="grid gap-4 sm:grid-cols-2">
        {shown.map((f) => (
          <LeadFieldRow key={f} page={page} field={f} meta={meta(f)} />
        ))}
      </div>
      <SubmitButton page={page} submitting={submitting} />
    </FormShell>
  );
}

/**
 * The multi-step enquiry (spec 000 section 4): with scripts, one step at a time, each checked before
 * the next; the last step submits. Without scripts every step shows at once and one button sends.
 */
export function MultiStepEnquiry(props: LeadFormProps) {
  const { page, result, submitting } = props;
  const steps = enquirySteps(page.spec);
  const scripted = useScripted();
  const [step, setStep] = useState(0);
  const [answered, setAnswered] = useState(result);
  const { form, meta, listed, summaryRef, focusSummary, resolve } = useLeadForm(props);
  const firstStepWith = (wrong: (f: LeadField) => boolean) => steps.findIndex((fields) => fields.some(wrong));
  if (answered !== result) {
    setAnswered(result);
    const withError = firstStepWith((f) => Boolean(result?.error?.[f]));
    if (withError >= 0) setStep(withError);
  }
  const last = !scripted || step === steps.length - 1;
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (!e.defaultPrevented || !shopperSubmitted(e)) return;
    const wrong = errorsIn(resolve, e.currentTarget, steps.flat());
    const withError = firstStepWith((f) => wrong.includes(f));
    if (scripted && withError >= 0) setStep(withError);
    focusSummary();
  };
  const next = (formElement: HTMLFormElement | null) => {
    const current = steps[step] ?? [];
    if (!formElement) return;
    if (errorsIn(resolve, formElement, current).length > 0) {
      current.forEach((name) => form.validate({ name }));
      focusSummary();
      return;
    }
    setStep(step + 1);
    const first = steps[step + 1]?.[0];
    if (first) requestAnimationFrame(() => document.getElementById(meta(first).id)?.focus());
  };
  return (
    <FormShell
      {...props}
      formProps={getFormProps(form)}
      alert={<FormWideAlert result={result} errors={form.errors} failure={MULTI_STEP_FAILURE} />}
      onSubmit={onSubmit}
    >
      {scripted ? (
        <p className="text-sm font-semibold text-muted-foreground" aria-live="polite">
          Step {step + 1} of {steps.length}: {step === 0 ? "Your enquiry" : "Your details"}
        </p>
      ) : null}
      <ErrorSummary listed={listed(steps.flat())} summaryRef={summaryRef} />
      {steps.map((fields, i) => (
        <fieldset key={i} hidden={scripted && i !== step} className="grid gap-4 sm:grid-cols-2">
          <legend className="sr-only">{i === 0 ? "Your enquiry" : "Your details"}</legend>
          {fields.map((f) => (
            <LeadFieldRow key={f} page={page} field={f} meta={meta(f)} />
          ))}
        </fieldset>
      ))}
      <div className="flex gap-3">
        {scripted && step > 0 ? (
          <Button variant="outline" onClick={() => setStep(step - 1)}>
            Back
          </Button>
        ) : null}
        {last ? (
          <SubmitButton page={page} submitting={submitting} />
        ) : (
          <Button onClick={(e) => next(e.currentTarget.form)}>Next</Button>
        )}
      </div>
    </FormShell>
  );
}

/** The form a page or dialog shows for its kind. */
export function LeadForm(props: LeadFormProps) {
  return props.page.spec.kind === "enquire" ? <MultiStepEnquiry {...props} /> : <GenericLeadForm {...props} />;
}

/** A lead form on a page of its own (not a dialog): React Router's Form, busy while it is sent. */
export function PageLeadForm({ page, result }: Pick<LeadFormProps, "page" | "result">) {
  const navigation = useNavigation();
  return <LeadForm page={page} result={result} submitting={navigation.state === "submitting"} FormElement={Form} />;
}
