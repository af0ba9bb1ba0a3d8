/** The page a directory address asks for (`?page=`): a whole number from 1, anything else page 1. */
export function requestedPage(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
}
