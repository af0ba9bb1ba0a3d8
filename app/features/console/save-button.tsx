import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { buttonClass, type ButtonSize, type ButtonVariant } from "~/ui/button";

/**
 * A console form's submit button: it says "Saving..." while its own send is on the way (a slow yard
 * connection), and no button sends twice meanwhile.
 */
export function SaveButton({
  intent,
  children,
  variant,
  size,
}: {
  /** The form's intent: the button says "Saving..." only while this form is sent. */
  intent: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const mine = sending && navigation.formData?.get("intent") === intent;
  return (
    <button type="submit" className={buttonClass({ variant, size })} disabled={sending}>
      {mine ? "Saving..." : children}
    </button>
  );
}
