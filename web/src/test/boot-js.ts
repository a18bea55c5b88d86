import { vi } from 'vitest';
import bootJs from '../../public/boot.js?raw';
import { jsonResponse } from './render';

/**
 * Runs the real public/boot.js as index.html does, on `page`, with `chunks` as the build's list of
 * the app's chunks. Every request it sends is answered with `answer(url)`, `{ url, data: [] }` by
 * default; the returned mock records them.
 */
export function runBootJs(
  page: string,
  chunks = '',
  answer: (url: string) => unknown = (url) => ({ url, data: [] }),
) {
  window.history.replaceState(null, '', page);
  const script = document.createElement('script');
  script.setAttribute('data-antd-css', '/assets/antd.css');
  script.setAttribute('data-app-chunks', chunks);
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  const fetchMock = vi.fn((input: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(jsonResponse(answer(input instanceof Request ? input.url : String(input)))),
  );
  vi.stubGlobal('fetch', fetchMock);
  window.eval(bootJs);
  return fetchMock;
}
