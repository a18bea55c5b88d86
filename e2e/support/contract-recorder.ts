/**
 * Every answer an API test receives from the contract's prefixes (`/api/v1`, `/storage/v1`) is
 * checked against `api/openapi.yaml` (support/contract.ts). While a recording is open,
 * `globalThis.fetch` is wrapped (which covers `api()` and every bare `fetch` of a test) and the raw
 * helpers report what they read through `noteResponse`. The API projects' fixture opens one
 * recording per test and fails the test when it closes with violations.
 */
import { checkResponse, isContractUrl, type ReceivedResponse } from './contract';

interface Recording {
  pending: Promise<void>[];
  violations: string[];
}

let current: Recording | undefined;

/** Checks one answer read by a raw helper (no-op outside a recording or the contract's prefixes). */
export function noteResponse(response: ReceivedResponse): void {
  if (!current || !isContractUrl(response.url)) return;
  const violation = checkResponse(response);
  if (violation) current.violations.push(violation);
}

/** Starts checking; the returned function stops and gives back the violations seen. */
export function recordContractViolations(): () => Promise<string[]> {
  const recording: Recording = { pending: [], violations: [] };
  const original = globalThis.fetch;
  current = recording;
  globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const response = await original(input, init);
    if (isContractUrl(url)) {
      // A copy of the body is read beside the caller's, so what the test reads is untouched.
      const copy = response.clone();
      recording.pending.push(
        copy.text().then(
          (body) => {
            const violation = checkResponse({
              method,
              url,
              status: response.status,
              contentType: response.headers.get('content-type'),
              body,
            });
            if (violation) recording.violations.push(violation);
          },
          () => undefined, // The connection broke while the test read it: the test sees that.
        ),
      );
    }
    return response;
  };
  return async () => {
    globalThis.fetch = original;
    if (current === recording) current = undefined;
    await Promise.all(recording.pending);
    return recording.violations;
  };
}
