import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../lib/auth-config';
import { fakeUser, jsonResponse, mockGlobalFetch, sentRequest } from '../../test/render';
import { downloadTicketsCsv } from './ticket-export';

const fetchMock = mockGlobalFetch();
const CSV = '\uFEFFFecha;Rifa;Números\r\n21/11/2026;iPhone;05\r\n';

function storeSession() {
  window.localStorage.setItem(
    AUTH_STORAGE_KEY,
    JSON.stringify({
      access_token: 'owner-access-token',
      refresh_token: 'owner-refresh-token',
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      user: fakeUser(),
    }),
  );
}

/** Catches the file the page hands to the browser: the object URL's Blob and the link clicked. */
function catchDownload() {
  const blobs: Blob[] = [];
  const createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:tickets';
  });
  const revokeObjectURL = vi.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  const clicked: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this);
  });
  return { blobs, clicked, revokeObjectURL };
}

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe("'Exportar CSV'", () => {
  it('asks the export with the filters and the bearer token, and saves tickets-YYYY-MM-DD.csv', async () => {
    storeSession();
    fetchMock.mockResolvedValue(
      new Response(CSV, { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8' } }),
    );
    const download = catchDownload();

    await downloadTicketsCsv(
      { seller: 'online', status: 'paid', from: '2026-11-01T04:00:00Z', q: 'josé' },
      new Date(2026, 10, 21, 10, 0),
    );

    const request = sentRequest(fetchMock.mock.calls[0]?.[0]);
    const url = new URL(request.url);
    expect(url.pathname).toBe('/api/v1/business/tickets/export');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      seller: 'online',
      status: 'paid',
      from: '2026-11-01T04:00:00Z',
      q: 'josé',
    });
    expect(request.headers.get('Authorization')).toBe('Bearer owner-access-token');

    expect(download.clicked).toHaveLength(1);
    expect(download.clicked[0]?.download).toBe('tickets-2026-11-21.csv');
    expect(download.clicked[0]?.getAttribute('href')).toBe('blob:tickets');
    // The file is the server's bytes as they came (the byte-order mark a spreadsheet needs included).
    const bytes = new Uint8Array(await download.blobs[0]!.arrayBuffer());
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(CSV);
    await vi.waitFor(() => expect(download.revokeObjectURL).toHaveBeenCalledWith('blob:tickets'));
  });

  it("fails with the server's message and saves nothing", async () => {
    storeSession();
    fetchMock.mockResolvedValue(
      jsonResponse(
        { error: { code: 'validation_failed', message: 'Filtro no válido', details: {} } },
        422,
      ),
    );
    const download = catchDownload();
    await expect(downloadTicketsCsv({ from: 'x' })).rejects.toMatchObject({
      status: 422,
      message: 'Filtro no válido',
    });
    expect(download.clicked).toHaveLength(0);
  });
});
