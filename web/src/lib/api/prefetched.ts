/**
 * A request public/boot.js sent as the HTML arrived, for the page the app then shows first
 * (issue 14: the answer is on its way while the app's JavaScript loads).
 */
export interface PrefetchedRequest {
  /** Absolute URL, as the app's client builds it (query parameters in the same order). */
  url: string;
  /** The Authorization header it was sent with, null for none. */
  authorization: string | null;
  /** `location.pathname` of the page it was requested for. */
  page: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    /** What boot.js requested (absent on pages it requests nothing for). */
    rifaPrefetched?: PrefetchedRequest[];
  }
}

/**
 * The answer boot.js requested for `request`, if it has one: a GET of the same URL with the same
 * Authorization (so an answer with personal data only goes where the app would have sent the
 * request), asked while the app is still on the page it was requested for. Each answer is handed
 * out once, and all are dropped once the app has moved to another page: anything later fetches.
 */
export function takePrefetched(request: Request): Promise<Response> | undefined {
  const requests = window.rifaPrefetched;
  if (!requests || request.method !== 'GET') return undefined;
  if (requests.some((prefetched) => prefetched.page !== window.location.pathname)) {
    delete window.rifaPrefetched;
    return undefined;
  }
  const authorization = request.headers.get('Authorization');
  const index = requests.findIndex(
    (prefetched) => prefetched.url === request.url && prefetched.authorization === authorization,
  );
  if (index === -1) return undefined;
  const [taken] = requests.splice(index, 1);
  return taken?.response;
}
