import { useEffect } from "react";
import { Link } from "react-router";
import { Toaster, toast } from "sonner";
import { TOAST_MS, toasterReady, type Toast } from "./toast-queue";

function present({ text, action, variant = "default" }: Toast) {
  toast.dismiss();
  const options = {
    duration: TOAST_MS,
    action: action ? (
      <Link to={action.href} onClick={() => toast.dismiss()} className="ml-auto font-bold underline">
        {action.label}
      </Link>
    ) : undefined,
  };
  if (variant === "destructive") toast.error(text, options);
  else toast(text, options);
}

/** Loaded with the first toast (see toast.tsx). */
export default function SonnerToaster() {
  useEffect(() => toasterReady(present), []);
  return (
    <Toaster
      position="bottom-center"
      visibleToasts={1}
      closeButton
      toastOptions={{
        classNames: {
          toast: "flex items-center gap-4 rounded bg-gray-900 px-4 py-3 text-white shadow-lg",
          error: "bg-red-800 text-white",
          closeButton: "text-gray-900",
        },
        unstyled: true,
      }}
    />
  );
}
