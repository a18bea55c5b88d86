import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';
import { jsonResponse, requestPath } from './render';

/**
 * The app on `path`, whose page carries `json` as rifa-server puts a first answer into it
 * (`<script type="application/json" id={elementId}>`, page_shell.cpp). Undo with
 * {@link leaveEmbeddedPage}.
 */
export function openEmbeddedPage(elementId: string, path: string, json: string) {
  window.history.replaceState(null, '', path);
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = elementId;
  script.textContent = json;
  document.head.appendChild(script);
}

export function leaveEmbeddedPage(elementId: string) {
  document.getElementById(elementId)?.remove();
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
}

/** fetch answers GET `path` with what `answer()` gives at the time (404 for anything else). */
export function answerGet(path: string, answer: () => unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: unknown) =>
      Promise.resolve(requestPath(input) === path ? jsonResponse(answer()) : jsonResponse({}, 404)),
    ),
  );
}

/** A fresh query client around a hook under test (renderHook's wrapper). */
export function queryWrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
