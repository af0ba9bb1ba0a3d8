import { useState, useSyncExternalStore } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { startAuthentication, startRegistration } from "@simplewebauthn/browser";
import { buttonClass } from "~/ui/button";

/** Whether this browser can use passkeys; false until scripts run (the e-mailed link works without). */
function usePasskeysSupported(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => typeof window.PublicKeyCredential === "function",
    () => false,
  );
}
const noChanges = () => () => undefined;

async function postJson(url: string, body: unknown): Promise<{ ok: boolean; json: Record<string, unknown> }> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { ok: response.ok, json: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

/** A cancelled or timed-out browser prompt is the staff member's choice, not a fault. */
function problemOf(error: unknown): string {
  return error instanceof Error && error.name === "NotAllowedError"
    ? "The passkey prompt was closed. Try again when you are ready."
    : "This device could not use a passkey. Use the e-mailed link instead.";
}

function useAttempt() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const attempt = async (run: () => Promise<string | null>) => {
    setBusy(true);
    setProblem(null);
    try {
      setProblem(await run());
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, problem, attempt };
}

function Problem({ text }: { text: string | null }) {
  return text ? (
    <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
      {text}
    </p>
  ) : null;
}

/** "Sign in with a passkey": any passkey this device holds for this site's console. */
export function PasskeySignIn({ redirectTo }: { redirectTo: string }) {
  const supported = usePasskeysSupported();
  const navigate = useNavigate();
  const { busy, problem, attempt } = useAttempt();
  if (!supported) return null;
  const signIn = () =>
    attempt(async () => {
      const options = await postJson("/console/sign-in/passkey", { intent: "options" });
      if (!options.ok) return String(options.json.error ?? "Sign-in is not available right now.");
      const response = await startAuthentication({ optionsJSON: options.json as never });
      const verified = await postJson("/console/sign-in/passkey", { intent: "verify", response });
      if (!verified.ok) return String(verified.json.error ?? "That passkey did not sign you in.");
      await navigate(redirectTo, { replace: true });
      return null;
    });
  return (
    <div className="mb-6">
      <button type="button" className={buttonClass({ block: true })} onClick={signIn} disabled={busy}>
        {busy ? "Waiting for your passkey…" : "Sign in with a passkey"}
      </button>
      <Problem text={problem} />
      <p className="mt-4 text-center text-sm text-muted-foreground">or, without a passkey on this device</p>
    </div>
  );
}

/** "Add a passkey on this device": the next sign-in here needs no e-mail. */
export function PasskeyEnrol() {
  const supported = usePasskeysSupported();
  const revalidator = useRevalidator();
  const { busy, problem, attempt } = useAttempt();
  const [added, setAdded] = useState(false);
  if (!supported) return <p className="text-sm text-muted-foreground">This browser cannot make passkeys.</p>;
  const enrol = () =>
    attempt(async () => {
      const options = await postJson("/console/passkeys", { intent: "options" });
      if (!options.ok) return String(options.json.error ?? "Passkeys are not available right now.");
      const response = await startRegistration({ optionsJSON: options.json as never });
      const enrolled = await postJson("/console/passkeys", { intent: "enrol", response });
      if (!enrolled.ok) return String(enrolled.json.error ?? "That passkey could not be added.");
      setAdded(true);
      await revalidator.revalidate();
      return null;
    });
  return (
    <div>
      <button type="button" className={buttonClass()} onClick={enrol} disabled={busy}>
        {busy ? "Waiting for your device…" : "Add a passkey on this device"}
      </button>
      {added ? (
        <p role="status" className="mt-2 text-sm font-semibold text-green-800">
          Passkey added. Next time, sign in with it.
        </p>
      ) : null}
      <Problem text={problem} />
    </div>
  );
}
