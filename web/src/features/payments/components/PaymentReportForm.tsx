import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Form, Input, Radio, Select, Space } from 'antd';
import { ScreenshotUpload } from '../../../components/ScreenshotUpload';
import { dayjs } from '../../../lib/dayjs';
import { useServerErrors } from '../../../lib/form-errors';
import { formatAmount, readPaymentAmount } from '../../../lib/format';
import { proposalOf, useProofReading } from '../../../lib/proof-reading';
import type { PaymentMethod } from '../../payment-methods';
import { es } from '../../../locales/es';
import './buyer-payment.css';
import { totalIn, type Currency } from '../amount-in-bs';
import { proposedValues, type ProposedField } from '../../../lib/proof-proposal';
import { ProofReadingNote } from '../../../components/ProofReadingNote';
import {
  useSendTicketPayment,
  type PaymentDetail,
  type PaymentDetailCreate,
  type UploadedFile,
} from '../api/ticket-payment';

type MethodType = PaymentMethod['type'];
const METHOD_TYPES = Object.keys(es.paymentMethods.types) as MethodType[];
const DATETIME_LOCAL = 'YYYY-MM-DDTHH:mm';

/** The form's values; names are the API's (`PaymentDetailCreate`), so a 422's details land on them. */
interface ReportValues {
  payment_method_id?: string;
  method?: MethodType;
  currency: Currency;
  /** As typed: "2,50", "1.234,56" (read by parseAmount). */
  amount: string;
  reference?: string;
  /** `YYYY-MM-DDTHH:mm`, local time. */
  date?: string;
  bank?: string;
  phone_number?: string;
  notes?: string;
  screenshot?: UploadedFile | null;
}

interface PaymentReportFormProps {
  ticketId: string;
  /** The ticket's total in dollars. */
  priceUsd: number;
  /** The creator's active methods (the buyer says which one was paid). */
  methods: PaymentMethod[];
  /** The creator's Bs-per-USD rate, or null (then only dollars). */
  rate: number | null;
  /** The rejected report being corrected (PATCH), or null for a first report (POST). */
  rejected: PaymentDetail | null;
  /**
   * One more part of a ticket paid in parts (POST /payments): what is still owed, in dollars and
   * (at the creator's rate, the server's figure) in bolívares; the amount is prefilled with it.
   */
  owed?: { usd: number; bs: number | null } | undefined;
  onDone?: () => void;
}

const trimmed = (value: string | undefined) => {
  const text = (value ?? '').trim();
  return text === '' ? null : text;
};

const r = es.ticketPage.report;

const AMOUNT_MESSAGES = {
  required: r.amountRequired,
  format: r.amountFormat,
  positive: r.amountPositive,
} as const;

function amountRule() {
  return {
    validator: (_: unknown, value: string | undefined) => {
      const { problem } = readPaymentAmount(value);
      return problem ? Promise.reject(new Error(AMOUNT_MESSAGES[problem])) : Promise.resolve();
    },
  };
}

/** The request body of a valid form. */
function toInput(
  values: ReportValues,
  methods: PaymentMethod[],
  rejected: PaymentDetail | null,
): PaymentDetailCreate {
  const chosen = methods.find((m) => m.id === values.payment_method_id);
  const input: PaymentDetailCreate = {
    payment_method_id: chosen?.id ?? null,
    method: chosen?.type ?? values.method ?? 'pago_movil',
    amount: readPaymentAmount(values.amount).amount ?? 0,
    currency: values.currency,
    reference: trimmed(values.reference),
    date: values.date ? dayjs(values.date).toISOString() : null,
    bank: trimmed(values.bank),
    phone_number: trimmed(values.phone_number),
    notes: trimmed(values.notes),
  };
  // A correction keeps the proof already sent unless another one was uploaded.
  if (values.screenshot) input.screenshot_path = values.screenshot.path;
  else if (!rejected) input.screenshot_path = null;
  return input;
}

/**
 * 'Reportar pago' (or, after a rejection, 'Corregir pago'): the method paid to, the reference, the
 * amount (prefilled with the total in the chosen currency), the date, bank, phone, notes and the
 * screenshot of the payment.
 */
export function PaymentReportForm({
  ticketId,
  priceUsd,
  methods,
  rate,
  rejected,
  owed,
  onDone,
}: PaymentReportFormProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ReportValues>();
  const send = useSendTicketPayment(ticketId);
  const [uploading, setUploading] = useState(false);
  const generalError = useServerErrors(form, send.error);
  const hasRate = rate !== null && rate > 0;
  const chosenId = Form.useWatch('payment_method_id', form);
  const typedMethod = Form.useWatch('method', form);
  const chosenType = methods.find((m) => m.id === chosenId)?.type ?? typedMethod ?? null;

  // The screenshot's reading proposes the fields the buyer has not typed (once per picture).
  const screenshot = Form.useWatch('screenshot', form);
  const { reading, gaveUp } = useProofReading(screenshot?.path ?? null);
  const [proposed, setProposed] = useState<ProposedField[]>([]);
  const proposedFor = useRef<string | null>(null);
  useEffect(() => {
    const data = reading;
    if (data?.status !== 'read' || proposedFor.current === data.path) return;
    proposedFor.current = data.path;
    const { values, filled } = proposedValues(
      proposalOf(data),
      {
        typed: (field) => form.isFieldTouched(field),
        value: (field) => form.getFieldValue(field) as unknown,
      },
      { hasRate, correcting: rejected !== null },
    );
    form.setFieldsValue(values as Partial<ReportValues>);
    setProposed(filled);
  }, [reading, form, hasRate, rejected]);
  const readNote = (field: ProposedField) =>
    proposed.includes(field) ? (
      <span data-testid={`proposed-${field}`}>{es.proofReading.fromProof}</span>
    ) : undefined;

  // The currency follows the method: Bs for pago móvil and transferencia (when the creator has a
  // rate), dollars otherwise; a correction keeps the rejected report's.
  const currencyOf = (type: MethodType | null | undefined): Currency =>
    hasRate && (type === 'pago_movil' || type === 'transferencia') ? 'VES' : 'USD';
  const firstMethod = methods.length === 1 ? methods[0]! : undefined;
  const initialCurrency: Currency = rejected
    ? rejected.currency === 'VES' && hasRate
      ? 'VES'
      : 'USD'
    : currencyOf(firstMethod?.type);
  const prefill = (currency: Currency) => {
    const total = owed
      ? currency === 'USD'
        ? owed.usd
        : owed.bs
      : totalIn(currency, priceUsd, rate);
    return total === null ? '' : formatAmount(total);
  };
  const initialValues: ReportValues = {
    payment_method_id: rejected?.payment_method_id ?? firstMethod?.id,
    method: rejected?.method,
    currency: initialCurrency,
    amount: rejected ? formatAmount(rejected.amount) : prefill(initialCurrency),
    reference: rejected?.reference ?? '',
    date: dayjs(rejected?.date ?? undefined).format(DATETIME_LOCAL),
    bank: rejected?.bank ?? '',
    phone_number: rejected?.phone_number ?? '',
    notes: rejected?.notes ?? '',
    screenshot: null,
  };

  const submit = (values: ReportValues) => {
    send.mutate(
      { input: toInput(values, methods, rejected), correct: rejected !== null, part: !!owed },
      {
        // A failure shows on the fields (422 details) or above the form (useServerErrors).
        onSuccess: () => {
          void message.success(rejected ? r.fixed : r.sent);
          onDone?.();
        },
      },
    );
  };

  return (
    <Form<ReportValues>
      name="payment-report-form"
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={initialValues}
      disabled={send.isPending}
      onFinish={submit}
      onValuesChange={(changed: Partial<ReportValues>) => {
        if (!('payment_method_id' in changed) && !('method' in changed)) return;
        const type =
          methods.find((m) => m.id === changed.payment_method_id)?.type ?? changed.method;
        const currency = currencyOf(type);
        if (currency === form.getFieldValue('currency')) return;
        form.setFieldsValue({ currency, amount: prefill(currency) });
      }}
      data-testid="payment-report-form"
      className="rifa-report-form"
    >
      {generalError ? (
        <Alert
          type="error"
          showIcon
          title={generalError}
          data-testid="payment-report-error"
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {methods.length > 0 ? (
        <Form.Item
          label={r.method}
          name="payment_method_id"
          rules={[{ required: true, message: r.methodRequired }]}
        >
          <Select
            placeholder={r.methodPlaceholder}
            options={methods.map((m) => ({
              value: m.id,
              label: `${m.name} · ${es.paymentMethods.types[m.type]}`,
            }))}
          />
        </Form.Item>
      ) : (
        <Form.Item
          label={r.methodType}
          name="method"
          rules={[{ required: true, message: r.methodRequired }]}
        >
          <Select
            placeholder={r.methodPlaceholder}
            options={METHOD_TYPES.map((type) => ({
              value: type,
              label: es.paymentMethods.types[type],
            }))}
          />
        </Form.Item>
      )}
      <Form.Item label={r.currency} name="currency" extra={readNote('currency')}>
        <Radio.Group
          optionType="button"
          onChange={(event) =>
            form.setFieldValue('amount', prefill(event.target.value as Currency))
          }
          options={[
            { value: 'USD', label: r.usd },
            {
              value: 'VES',
              label: r.ves,
              disabled: !hasRate,
              title: hasRate ? undefined : r.vesDisabled,
            },
          ]}
        />
      </Form.Item>
      <div className="rifa-report-form__row">
        <Form.Item label={r.amount} name="amount" rules={[amountRule()]} extra={readNote('amount')}>
          <Input inputMode="decimal" autoComplete="off" />
        </Form.Item>
        <Form.Item
          label={r.reference}
          name="reference"
          extra={readNote('reference')}
          rules={[
            {
              required: chosenType !== 'efectivo',
              whitespace: true,
              message: r.referenceRequired,
            },
            { max: 60, message: r.referenceMax },
          ]}
        >
          <Input placeholder={r.referencePlaceholder} autoComplete="off" inputMode="numeric" />
        </Form.Item>
      </div>
      <div className="rifa-report-form__row">
        <Form.Item label={r.date} name="date" extra={readNote('date')}>
          <Input type="datetime-local" max={dayjs().add(1, 'day').format(DATETIME_LOCAL)} />
        </Form.Item>
        <Form.Item
          label={r.bank}
          name="bank"
          rules={[{ max: 80, message: r.bankMax }]}
          extra={readNote('bank')}
        >
          <Input placeholder={r.bankPlaceholder} />
        </Form.Item>
      </div>
      <Form.Item label={r.phone} name="phone_number" rules={[{ max: 20, message: r.phoneMax }]}>
        <Input placeholder={r.phonePlaceholder} inputMode="tel" autoComplete="tel" />
      </Form.Item>
      <Form.Item label={r.notes} name="notes" rules={[{ max: 500, message: r.notesMax }]}>
        <Input.TextArea rows={2} maxLength={500} placeholder={r.notesPlaceholder} />
      </Form.Item>
      <Form.Item label={r.screenshot} name="screenshot" htmlFor="payment-screenshot">
        <ScreenshotUpload
          id="payment-screenshot"
          ticketId={ticketId}
          onBusyChange={setUploading}
          currentUrl={rejected?.screenshot_url ?? null}
        />
      </Form.Item>
      {screenshot && !gaveUp ? <ProofReadingNote reading={reading} proposed={proposed} /> : null}
      <Space wrap>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          loading={send.isPending}
          disabled={uploading}
          title={uploading ? es.screenshotUpload.wait : undefined}
        >
          {rejected ? r.submitFix : owed ? es.ticketParts.submit : r.submit}
        </Button>
      </Space>
    </Form>
  );
}
