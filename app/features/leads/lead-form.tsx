import { useEffect, useRef, useState, useSyncExternalStore, type ComponentType, type FormEvent, type ReactNode, type RefAttributes } from "react";
import type { FormProps } from "react-router";
import { useSavedDetails } from "~/features/accounts/use-saved-details";
import { ErrorSummary, fieldId, FormAlert, HiddenValues, LeadFieldRow } from "./lead-fields";
import {
  enquirySteps,
  fieldsOf,
  formValues,
  GENERIC_FORM_FAILURE,
  MULTI_STEP_FAILURE,
  validateLeadForm,
  type FieldErrors,
  type LeadField,
  type LeadFormPage,
  type LeadFormResult,
} from "./lead-forms";

export interface LeadFormProps {
  page: LeadFormPage;
  result: LeadFormResult | undefined;
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
} as const;

const noSubscription = () => () => {};
/** False in the server's HTML and while hydrating, true once scripts run: the steps appear only then. */
function useScripted() {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

/** Checks in the browser with the server's own schema before sending; the server checks again. */
function useLeadValidation(page: LeadFormPage, result: LeadFormResult | undefined) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const errors: FieldErrors = clientErrors ?? result?.errors ?? {};
  const shown = Object.keys(errors).join(",");
  useEffect(() => {
    if (shown) summaryRef.current?.focus();
  }, [shown, result]);
  const check = (form: HTMLFormElement, only?: LeadField[]) => {
    const checked = validateLeadForm(page.spec, formValues(page.spec, new FormData(form)));
    const found = checked.ok ? {} : Object.fromEntries(Object.entries(checked.errors).filter(([f]) => !only || only.includes(f as LeadField)));
    setClientErrors(Object.keys(found).length ? found : null);
    return found as FieldErrors;
  };
  return { errors, summaryRef, check };
}

function FormShell({ page, submitting, FormElement, onSubmit, children, alert }: LeadFormProps & { onSubmit: (e: FormEvent<HTMLFormElement>) => void; children: ReactNode; alert: string | null }) {
  const { formRef, remember } = useSavedDetails();
  return (
    <FormElement
      ref={formRef}
      method="post"
      action={page.action}
      noValidate
      onSubmit={(event) => {
        onSubmit(event);
        remember(event);
      }}
      aria-busy={submitting}
      className={`relative flex flex-col gap-4 ${page.spec.kind === "test-drive" ? "max-w-[600px]" : "max-w-2xl"}`}
      data-lead-form-kind={page.spec.kind}
    >
      <HiddenValues page={page} />
      {alert ? <FormAlert text={alert} /> : null}
      {children}
    </FormElement>
  );
}

function SubmitButton({ page, submitting }: { page: LeadFormPage; submitting: boolean }) {
  return (
    <button type="submit" disabled={submitting} className="rounded bg-primary px-6 py-3 font-semibold text-primary-foreground hover:opacity-90 disabled:opacity-60">
      {submitting ? "Sending..." : submitLabels[page.spec.kind]}
    </button>
  );
}

/**
 * The generic form (spec 000 section 4): one step, then the success page, or the alert 'An error
 * occurred when submitting this form' with everything typed kept.
 */
export function GenericLeadForm(props: LeadFormProps) {
  const { page, result, submitting } = props;
  const fields = fieldsOf(page.spec);
  const { errors, summaryRef, check } = useLeadValidation(page, result);
  const values = result?.values ?? {};
  const alert = result?.formError ?? (result && Object.keys(result.errors).length === 0 ? GENERIC_FORM_FAILURE : null);
  return (
    <FormShell {...props} alert={alert} onSubmit={(e) => Object.keys(check(e.currentTarget)).length > 0 && e.preventDefault()}>
      <ErrorSummary page={page} fields={fields} errors={errors} summaryRef={summaryRef} />
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((f) => (
          <LeadFieldRow key={f} page={page} field={f} values={values} error={errors[f]} />
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
  const { errors, summaryRef, check } = useLeadValidation(page, result);
  if (answered !== result) {
    setAnswered(result);
    const withError = steps.findIndex((fields) => fields.some((f) => result?.errors[f]));
    if (withError >= 0) setStep(withError);
  }
  const values = result?.values ?? {};
  const alert = result && Object.keys(result.errors).length === 0 ? (result.formError ?? MULTI_STEP_FAILURE) : null;
  const last = !scripted || step === steps.length - 1;
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const form = e.currentTarget;
    if (last) {
      const found = check(form);
      const withError = steps.findIndex((fields) => fields.some((f) => found[f]));
      if (withError >= 0) {
        e.preventDefault();
        if (scripted) setStep(withError);
      }
      return;
    }
    e.preventDefault();
    if (Object.keys(check(form, steps[step])).length > 0) return;
    setStep(step + 1);
    const next = steps[step + 1]?.[0];
    if (next) requestAnimationFrame(() => document.getElementById(fieldId(page, next))?.focus());
  };
  return (
    <FormShell {...props} alert={alert} onSubmit={onSubmit}>
      {scripted ? (
        <p className="text-sm font-semibold text-muted-foreground" aria-live="polite">
          Step {step + 1} of {steps.length}: {step === 0 ? "Your enquiry" : "Your details"}
        </p>
      ) : null}
      <ErrorSummary page={page} fields={steps.flat()} errors={errors} summaryRef={summaryRef} />
      {steps.map((fields, i) => (
        <fieldset key={i} hidden={scripted && i !== step} className="grid gap-4 sm:grid-cols-2">
          <legend className="sr-only">{i === 0 ? "Your enquiry" : "Your details"}</legend>
          {fields.map((f) => (
            <LeadFieldRow key={f} page={page} field={f} values={values} error={errors[f]} />
          ))}
        </fieldset>
      ))}
      <div className="flex gap-3">
        {scripted && step > 0 ? (
          <button type="button" onClick={() => setStep(step - 1)} className="rounded border-2 border-primary px-6 py-3 font-semibold text-primary">
            Back
          </button>
        ) : null}
        {last ? (
          <SubmitButton page={page} submitting={submitting} />
        ) : (
          <button type="submit" className="rounded bg-primary px-6 py-3 font-semibold text-primary-foreground hover:opacity-90">
            Next
          </button>
        )}
      </div>
    </FormShell>
  );
}

/** The form a page or dialog shows for its kind. */
export function LeadForm(props: LeadFormProps) {
  return props.page.spec.kind === "enquire" ? <MultiStepEnquiry {...props} /> : <GenericLeadForm {...props} />;
}
