import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ScreenshotUpload } from './ScreenshotUpload';

vi.mock('../lib/auth-client', () => import('../test/auth-client-mock'));

function choose(files: File[]) {
  fireEvent.change(screen.getByTestId('screenshot-input'), { target: { files } });
}

describe('ScreenshotUpload', () => {
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
