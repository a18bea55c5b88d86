import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenshotUpload } from './ScreenshotUpload';

vi.mock('../lib/auth-client', () => import('../test/auth-client-mock'));

function choose(files: File[]) {
  fireEvent.change(screen.getByTestId('screenshot-input'), { target: { files } });
}

const TICKET = '6d1f3a2b-8c4e-4f5a-9b7c-1e2d3f4a5b6c';
const TAKEN_DOWN = 'Esta rifa fue dada de baja por la administración y no está disponible';

/** Every upload opened (its URL) and answered at once with `status` and `body`. */
function answerUploads(status: number, body: unknown) {
  const opened: string[] = [];
  vi.spyOn(XMLHttpRequest.prototype, 'open').mockImplementation(function (
    this: XMLHttpRequest,
    _method: string,
    url: string | URL,
  ) {
    opened.push(String(url));
  });
  vi.spyOn(XMLHttpRequest.prototype, 'setRequestHeader').mockImplementation(() => undefined);
  vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(function (this: XMLHttpRequest) {
    Object.defineProperty(this, 'status', { value: status });
    Object.defineProperty(this, 'responseText', { value: JSON.stringify(body) });
    this.onload?.call(this, new ProgressEvent('load'));
  });
  return opened;
}

const picture = () =>
  new File([new Uint8Array([137, 80, 78, 71])], 'pago.png', { type: 'image/png' });

describe('ScreenshotUpload', () => {
  // jsdom has no object URLs (the preview of the chosen picture).
  Object.assign(URL, { createObjectURL: () => 'blob:pago', revokeObjectURL: () => undefined });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("names the ticket it proves, and shows the server's refusal in Spanish", async () => {
    const opened = answerUploads(410, {
      error: {
        code: 'raffle_unavailable',
        message: TAKEN_DOWN,
        details: { reason: 'taken_down', note: 'Premio inexistente' },
      },
    });
    const onChange = vi.fn();
    render(<ScreenshotUpload ticketId={TICKET} onChange={onChange} />);
    choose([picture()]);
    expect(await screen.findByTestId('screenshot-error')).toHaveTextContent(
      `Error al subir archivo: ${TAKEN_DOWN}`,
    );
    expect(opened).toEqual([`/api/v1/uploads/payment-screenshots?ticket_id=${TICKET}`]);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it("a subscription's proof names no ticket", async () => {
    const uploaded = {
      bucket: 'verification-documents',
      path: 'u/payment-screenshots/1.png',
      url: '/storage/v1/object/sign/verification-documents/u/payment-screenshots/1.png',
    };
    const opened = answerUploads(201, uploaded);
    const onChange = vi.fn();
    render(<ScreenshotUpload onChange={onChange} />);
    choose([picture()]);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(uploaded));
    expect(opened).toEqual(['/api/v1/uploads/payment-screenshots']);
    expect(screen.queryByTestId('screenshot-error')).toBeNull();
  });

  it("refuses what the server would, with the spec's messages, before any upload", () => {
    const onChange = vi.fn();
    const open = vi.spyOn(XMLHttpRequest.prototype, 'open');
    render(<ScreenshotUpload onChange={onChange} />);

    choose([]);
    expect(screen.getByTestId('screenshot-error')).toHaveTextContent(
      'No se proporcionó ningún archivo',
    );
    choose([new File(['%PDF'], 'recibo.pdf', { type: 'application/pdf' })]);
    expect(screen.getByTestId('screenshot-error')).toHaveTextContent(
      'Tipo de archivo no permitido. Solo se permiten imágenes (JPEG, PNG, WebP)',
    );
    choose([new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'grande.png', { type: 'image/png' })]);
    expect(screen.getByTestId('screenshot-error')).toHaveTextContent(
      'El archivo es demasiado grande. Máximo 5MB permitido',
    );

    expect(open).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
    open.mockRestore();
  });
});
