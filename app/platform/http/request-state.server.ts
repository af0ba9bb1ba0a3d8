import { AsyncLocalStorage } from "node:async_hooks";
import { isDatabaseUnavailable } from "../db/unavailable";

/**
 * What the request pipeline learns while React Router handles one request. React Router renders a
 * loader's error into its error boundary with status 500; `entry.server`'s handleError reports the
 * error here, so the pipeline can tell "the database is away" (503, try again) from a bug (500).
 */
interface RequestState {
  databaseUnavailable: boolean;
}

const storage = new AsyncLocalStorage<RequestState>();

export function withRequestState<T>(run: () => Promise<T>): Promise<{ value: T; state: RequestState }> {
  const state: RequestState = { databaseUnavailable: false };
  return storage.run(state, async () => ({ value: await run(), state }));
}

export function reportRequestError(error: unknown) {
  const state = storage.getStore();
  if (state && isDatabaseUnavailable(error)) state.databaseUnavailable = true;
}
