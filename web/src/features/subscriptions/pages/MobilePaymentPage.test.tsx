import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MobilePayment, Subscription } from '../subscription';
import { freePlan } from '../../../test/plan-fixtures';
import {
  fill,
  jsonResponse,
  mockGlobalFetch,
  PHONE,
  renderRoute,
  requestJson,
  requestMethod,
  requestPath,
  setupUser,
  signedIn,
} from '../../../test/render';
import { ACCOUNT, mobilePayment, NEGOCIO, PLANS, subscription, USER } from '../test-data';

vi.mock('../../../lib/auth-client', () => import('../../../test/auth-client-mock'));

const SCREENSHOT_PATH = `${USER}/payment-screenshots/1795273445123.png`;

/** The upload's XMLHttpRequest, answered 201 with the stored file at once. */
class FakeUpload {
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  abort() {}
  send() {
    this.status = 201;
    this.responseText = JSON.stringify({
      bucket: 'verification-documents',
      path: SCREENSHOT_PATH,
      url: '/storage/v1/object/sign/verification-documents/p.png?token=t',
      expires_at: '2026-11-22T12:00:00Z',
      content_type: 'image/png',
      size: 70,
    });
    queueMicrotask(() => this.onload?.());
  }
}

const fetchMock = mockGlobalFetch();
let subscriptions: Subscription[];
let rate: number | null;
let reportAnswer: () => Response;
/** The reports the server holds (a successful POST adds one, as the real server would). */
let reports: MobilePayment[];
/** What the proof reader answers for the uploaded screenshot. */
let reading: Record<string, unknown>;

const field = (value: string) => ({ value, text: value, confidence: 0.9 });

beforeEach(() => {
  subscriptions = [];
  rate = 245.5;
  reports = [];
  reading = {
    path: SCREENSHOT_PATH,
    status: 'failed',
    reader_version: 1,
    receipt: null,
    fields: null,
    error: 'unreadable',
  };
  reportAnswer = () => {
    const sent = mobilePayment({ subscription_id: subscriptions[0]!.id });
    reports = [sent];
    return jsonResponse(sent, 201);
  };
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview' }));
  fetchMock.mockImplementation(async (input) => {
    const path = requestPath(input);
    const method = requestMethod(input);
    if (path === '/api/v1/subscriptions' && method === 'POST') {
      const { plan_id } = (await requestJson(input)) as { plan_id: string };
      const created = subscription({ plan_id, plan: PLANS.find((p) => p.id === plan_id)! });
      subscriptions = [created];
      return jsonResponse(created, 201);
    }
    if (path === '/api/v1/subscriptions') {
      return jsonResponse({ data: subscriptions, count: subscriptions.length });
    }
    if (path === '/api/v1/subscription-mobile-payments' && method === 'POST') return reportAnswer();
    if (path === '/api/v1/subscription-mobile-payments') {
      return jsonResponse({ data: reports, count: reports.length });
    }
    if (path === '/api/v1/uploads/payment-screenshots/reading') return jsonResponse(reading);
    if (path === '/api/v1/plans') return jsonResponse({ data: PLANS, count: PLANS.length });
    if (path === '/api/v1/me/plan') return jsonResponse({ plan: freePlan(), subscription: null });
    if (path === '/api/v1/mobile-payment-config')
      return jsonResponse({ data: [ACCOUNT], count: 1 });
    if (path === '/api/v1/exchange-rate') {
      return jsonResponse({
        exchange_rate: rate,
        exchange_rate_at: rate ? '2026-11-21T09:00:00Z' : null,
      });
    }
    return jsonResponse({ data: [], count: 0 });
  });
});

afterEach(() => vi.unstubAllGlobals());

function posts(path: string) {
  return fetchMock.mock.calls.filter(
    ([input]) => requestMethod(input) === 'POST' && requestPath(input) === path,
  );
}

describe('/app/mobile-payment', () => {
  it('subscribes to the preselected plan, shows how much and where to pay, and sends the report', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const user = setupUser();
    renderRoute('/app/mobile-payment?plan=negocio', { auth: signedIn(), width: PHONE });

    const chooser = await screen.findByTestId('plan-chooser');
    expect(within(chooser).queryByTestId('choose-gratis')).not.toBeInTheDocument();
    expect(within(chooser).getByRole('radio', { name: /Negocio/ })).toBeChecked();
    expect(within(chooser).getByTestId('choose-negocio')).toHaveTextContent(
      'Panel de negocio con hasta 10 cajeros',
    );
    await user.click(within(chooser).getByRole('button', { name: 'Continuar con Negocio' }));
    expect(await requestJson(posts('/api/v1/subscriptions')[0]?.[0])).toEqual({
      plan_id: NEGOCIO.id,
    });

    const pending = await screen.findByTestId('pending-subscription');
    expect(pending).toHaveTextContent('Pagar el plan Negocio');
    expect(await within(pending).findByTestId('total-usd')).toHaveTextContent('$ 40,00');
    expect(within(pending).getByTestId('total-bs')).toHaveTextContent('Bs 9.820,00');
    expect(pending).toHaveTextContent('Bs 245,50 por dólar');

    const account = await screen.findByTestId('payment-account');
    expect(account).toHaveTextContent('Banesco');
    expect(account).toHaveTextContent('J-12345678-9');
    expect(account).toHaveTextContent('Escribe tu correo en el concepto.');
    expect(within(account).getByRole('button', { name: 'Copiar teléfono' })).toBeInTheDocument();

    const form = await screen.findByTestId('mobile-payment-form');
    expect(within(form).getByLabelText('Monto pagado')).toHaveValue('9.820,00');
    await user.click(within(form).getByRole('button', { name: 'Enviar pago' }));
    expect(await within(form).findByText('No se proporcionó ningún archivo')).toBeInTheDocument();
    expect(within(form).getByText('Escribe el número de referencia del pago')).toBeInTheDocument();
    expect(posts('/api/v1/subscription-mobile-payments')).toHaveLength(0);

    await fill(user, within(form).getByLabelText('Número de referencia'), '00123456');
    await fill(user, within(form).getByLabelText('Teléfono desde el que pagaste'), '0414-1234567');
    // Typed as people do: a dot as the decimal mark.
    await fill(user, within(form).getByLabelText('Monto pagado'), '9820.5');
    fireEvent.change(within(form).getByTestId('screenshot-input'), {
      target: { files: [new File(['png'], 'pago.png', { type: 'image/png' })] },
    });
    expect(await within(form).findByTestId('screenshot-uploaded')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Enviar pago' }));

    expect(await screen.findByTestId('payment-sent')).toHaveTextContent(
      'Pago enviado: lo revisaremos pronto',
    );
    expect(await requestJson(posts('/api/v1/subscription-mobile-payments')[0]?.[0])).toEqual({
      subscription_id: subscriptions[0]!.id,
      payment_method: 'pago_movil',
      reference_number: '00123456',
      mobile_number: '0414-1234567',
      reported_amount: 9820.5,
      reported_currency: 'VES',
      screenshot_path: SCREENSHOT_PATH,
    });
    expect(screen.getByRole('link', { name: 'Ver historial de pagos' })).toHaveAttribute(
      'href',
      '/app/payment-history',
    );
  });

  it('fills the reference and the amount the payer has not typed from the screenshot', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    subscriptions = [subscription()];
    reading = {
      path: SCREENSHOT_PATH,
      status: 'read',
      reader_version: 1,
      receipt: true,
      error: null,
      fields: {
        receipt: true,
        reference: field('004512345678'),
        amount: field('9820.00'),
        currency: field('VES'),
        date: field('2026-11-21'),
        time: null,
        origin_bank: { ...field('0134'), name: 'Banesco' },
        destination_bank: null,
        phones: [],
        cedula: null,
      },
    };
    const user = setupUser();
    renderRoute('/app/mobile-payment', { auth: signedIn() });
    const form = await screen.findByTestId('mobile-payment-form');
    // The phone is typed; the reference and the amount are left to the picture.
    await fill(user, within(form).getByLabelText('Teléfono desde el que pagaste'), '0414-1234567');
    fireEvent.change(within(form).getByTestId('screenshot-input'), {
      target: { files: [new File(['png'], 'pago.png', { type: 'image/png' })] },
    });
    await waitFor(() =>
      expect(within(form).getByLabelText('Número de referencia')).toHaveValue('004512345678'),
    );
    expect(within(form).getByLabelText('Monto pagado')).toHaveValue('9.820,00');
    expect(within(form).getByTestId('proposed-reference')).toHaveTextContent(
      'Leído del comprobante: revísalo',
    );
    expect(within(form).getByTestId('proof-reading-note')).toHaveTextContent(
      'Completamos la referencia y el monto con lo que dice el comprobante.',
    );
    expect(within(form).getByLabelText('Teléfono desde el que pagaste')).toHaveValue(
      '0414-1234567',
    );
    await user.click(within(form).getByRole('button', { name: 'Enviar pago' }));
    expect(await requestJson(posts('/api/v1/subscription-mobile-payments')[0]?.[0])).toMatchObject({
      reference_number: '004512345678',
      reported_amount: 9820,
      reported_currency: 'VES',
    });
  });

  it("shows a 409 with the server's message, and says when the platform has no rate", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    subscriptions = [subscription()];
    rate = null;
    reportAnswer = () =>
      jsonResponse(
        {
          error: {
            code: 'subscription_not_pending',
            message: 'Esta suscripción no está pendiente de pago',
          },
        },
        409,
      );
    const user = setupUser();
    renderRoute('/app/mobile-payment', { auth: signedIn() });

    const pending = await screen.findByTestId('pending-subscription');
    expect(await within(pending).findByTestId('no-rate')).toHaveTextContent(
      'La plataforma todavía no fijó la tasa del dólar',
    );
    expect(within(pending).queryByTestId('total-bs')).not.toBeInTheDocument();

    const form = await screen.findByTestId('mobile-payment-form');
    await user.click(within(form).getByText('Dólares (USD)'));
    expect(within(form).getByLabelText('Monto pagado')).toHaveValue('40,00');
    await fill(user, within(form).getByLabelText('Número de referencia'), 'AB-1234');
    await fill(user, within(form).getByLabelText('Teléfono desde el que pagaste'), '04141234567');
    fireEvent.change(within(form).getByTestId('screenshot-input'), {
      target: { files: [new File(['png'], 'pago.png', { type: 'image/png' })] },
    });
    await within(form).findByTestId('screenshot-uploaded');
    await user.click(within(form).getByRole('button', { name: 'Enviar pago' }));

    expect(await within(form).findByTestId('mobile-payment-error')).toHaveTextContent(
      'Esta suscripción no está pendiente de pago',
    );
    expect(screen.queryByTestId('payment-sent')).not.toBeInTheDocument();
  });

  it("shows a rejected report's notes above the form, and changes the plan on request", async () => {
    subscriptions = [subscription()];
    const rejected = mobilePayment({
      status: 'rejected',
      admin_notes: 'No encontramos un pago con esa referencia.',
    });
    reports = [rejected];
    const user = setupUser();
    renderRoute('/app/mobile-payment', { auth: signedIn() });

    expect(await screen.findByTestId('previous-rejected')).toHaveTextContent(
      'Motivo: No encontramos un pago con esa referencia.',
    );
    await user.click(screen.getByRole('button', { name: /Cambiar de plan/ }));
    const chooser = await screen.findByTestId('plan-chooser');
    expect(chooser).toHaveTextContent('Tienes una suscripción Negocio pendiente de pago');
    await user.click(within(chooser).getByRole('radio', { name: /Pro/ }));
    await user.click(within(chooser).getByRole('button', { name: 'Continuar con Pro' }));
    await waitFor(() =>
      expect(screen.getByTestId('pending-subscription')).toHaveTextContent('Pagar el plan Pro'),
    );
  });
});
