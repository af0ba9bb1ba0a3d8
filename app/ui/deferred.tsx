import { Suspense, type ReactNode } from "react";
import { Await } from "react-router";

/** Renders a value now, or streams it in when it is still a promise, showing the fallback meanwhile. */
export function Deferred<T>({ value, fallback = null, children }: { value: T | Promise<T>; fallback?: ReactNode; children: (value: T) => ReactNode }) {
  if (!(value instanceof Promise)) return children(value);
  return (
    <Suspense fallback={fallback}>
      <Await resolve={value} errorElement={fallback}>
        {(resolved) => children(resolved as T)}
      </Await>
    </Suspense>
  );
}
