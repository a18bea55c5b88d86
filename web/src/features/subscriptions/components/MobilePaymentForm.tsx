import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Form, Input, Radio } from 'antd';
import { ProofReadingNote } from '../../../components/ProofReadingNote';
import { ScreenshotUpload } from '../../../components/ScreenshotUpload';
import { useServerErrors } from '../../../lib/form-errors';
import { formatAmount, readPaymentAmount, toBolivares } from '../../../lib/format';
import type { UploadedFile } from '../../../lib/payment-screenshot';
import { proposedValues, type ProposedField } from '../../../lib/proof-proposal';
import { proposalOf, useProofReading } from '../../../lib/proof-reading';
import { es } from '../../../locales/es';
import { useSendMobilePayment } from '../api/mobile-payments';
import {
  MOBILE_NUMBER,
  REFERENCE,
  type MobilePayment,
  type MobilePaymentInput,
  type PaymentAccount,
  type Subscription,
} from '../subscription';

type Currency = NonNullable<MobilePaymentInput['reported_currency']>;
type Method = NonNullable<MobilePaymentInput['payment_method']>;

/** The form's values; names are the API's, so a 422's details land on the fields. */
interface Values {
  payment_method?: Method;
  reference_number: string;
  mobile_number: string;
  /** As typed: "1.227,50", "1227.5" (read by readPaymentAmount). */
  reported_amount: string;
  reported_currency: Currency;
  screenshot_path: UploadedFile | null;
}

const f = es.subscriptions.form;

/** The form's field for each field a proof's reading can propose (this form has no date or bank). */
const PROPOSED_NAMES: Partial<Record<ProposedField, keyof Values>> = {
  reference: 'reference_number',
  amount: 'reported_amount',
  currency: 'reported_currency',
};
const AMOUNT_MESSAGES = {
  required: f.amountRequired,
  format: f.amountFormat,
  positive: f.amountPositive,
} as const;

interface MobilePaymentFormProps {
  subscription: Subscription;
  /** The platform's Bs-per-USD rate, or null (no Bs amount to prefill). */
  rate: number | null;
  /** The methods of the platform's accounts (the payer says which one was used). */
  accounts: readonly PaymentAccount[];
  /** The last report of this subscription when it was rejected (its notes are shown). */
  rejected: MobilePayment | null;
}

/**
 * 'Reporta tu pago': how it was paid, the reference, the paying phone, the amount (Bs by default,
 * prefilled at the platform's rate) and the screenshot → `POST /subscription-mobile-payments`. The
 * screenshot's reading proposes the reference, amount and currency the payer has not typed.
 */
export function MobilePaymentForm({
  subscription,
  rate,
  accounts,
  rejected,
}: MobilePaymentFormProps) {
  const [form] = Form.useForm<Values>();
  const send = useSendMobilePayment();
  const [uploading, setUploading] = useState(false);
  const generalError = useServerErrors(form, send.error);
  const methods = [...new Set(accounts.map((a) => a.payment_method))];
  const defaultMethod: Method = methods[0] ?? 'pago_movil';
  const usd = subscription.plan.price;
  const prefill = (currency: Currency) => {
    if (currency === 'USD') return formatAmount(usd);
    return rate ? formatAmount(toBolivares(usd, rate)) : '';
  };

  // The screenshot's reading fills what the payer has not typed, once per picture.
  const screenshot = Form.useWatch('screenshot_path', form);
  const { reading, gaveUp } = useProofReading(screenshot?.path ?? null);
  const [proposed, setProposed] = useState<ProposedField[]>([]);
  const proposedFor = useRef<string | null>(null);
  useEffect(() => {
    if (reading?.status !== 'read' || proposedFor.current === reading.path) return;
    proposedFor.current = reading.path;
    const named = (field: ProposedField) => PROPOSED_NAMES[field];
    const { values, filled } = proposedValues(
      proposalOf(reading),
      {
        // Fields this form lacks count as typed: never proposed.
        typed: (field) => {
          const name = named(field);
          return name === undefined || form.isFieldTouched(name);
        },
        value: (field) => {
          const name = named(field);
          return name === undefined ? undefined : (form.getFieldValue(name) as unknown);
        },
      },
      { hasRate: rate !== null && rate > 0, correcting: rejected !== null },
    );
    const changes: Partial<Record<keyof Values, string>> = {};
    for (const field of filled) {
      const name = named(field);
      if (name) changes[name] = values[field]!;
    }
    form.setFieldsValue(changes as Partial<Values>);
    setProposed(filled);
  }, [reading, form, rate, rejected]);
  const readNote = (field: ProposedField) =>
    proposed.includes(field) ? (
      <span data-testid={`proposed-${field}`}>{es.proofReading.fromProof}</span>
    ) : undefined;

  const submit = (values: Values) => {
    send.mutate({
      subscription_id: subscription.id,
      // The choice is shown only with accounts of several methods; otherwise it is the one there is.
      payment_method: values.payment_method ?? defaultMethod,
      reference_number: values.reference_number.trim(),
      mobile_number: values.mobile_number.trim(),
      reported_amount: readPaymentAmount(values.reported_amount).amount ?? 0,
      reported_currency: values.reported_currency,
      screenshot_path: values.screenshot_path?.path ?? '',
    });
  };

  return (
    <Form<Values>
      name="mobile-payment-form"
      form={form}
      layout="vertical"
      requiredMark={false}
      disabled={send.isPending}
      onFinish={submit}
      data-testid="mobile-payment-form"
      initialValues={{
        payment_method: defaultMethod,
        reference_number: '',
        mobile_number: '',
        reported_amount: prefill('VES'),
        reported_currency: 'VES',
        screenshot_path: null,
      }}
    >
      {rejected ? (
        <Alert
          type="warning"
          showIcon
          title={f.rejected}
          description={
            <>
              {rejected.admin_notes ? <div>{f.rejectedNotes(rejected.admin_notes)}</div> : null}
              <div>{f.rejectedAgain}</div>
            </>
          }
          data-testid="previous-rejected"
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {generalError ? (
        <Alert
          type="error"
          showIcon
          title={generalError}
          data-testid="mobile-payment-error"
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {methods.length > 1 ? (
        <Form.Item label={f.method} name="payment_method">
          <Radio.Group
            optionType="button"
            options={methods.map((m) => ({ value: m, label: es.paymentMethods.types[m] }))}
          />
        </Form.Item>
      ) : null}
      <div className="rifa-subscription-form__row">
        <Form.Item
          label={f.reference}
          name="reference_number"
          extra={readNote('reference')}
          rules={[
            { required: true, whitespace: true, message: f.referenceRequired },
            { pattern: REFERENCE, message: f.referenceFormat },
          ]}
        >
          <Input placeholder={f.referencePlaceholder} autoComplete="off" maxLength={30} />
        </Form.Item>
        <Form.Item
          label={f.phone}
          name="mobile_number"
          rules={[
            { required: true, whitespace: true, message: f.phoneRequired },
            { pattern: MOBILE_NUMBER, message: f.phoneFormat },
          ]}
        >
          <Input placeholder={f.phonePlaceholder} inputMode="tel" autoComplete="tel" />
        </Form.Item>
      </div>
      <Form.Item label={f.currency} name="reported_currency">
        <Radio.Group
          optionType="button"
          onChange={(event) =>
            form.setFieldValue('reported_amount', prefill(event.target.value as Currency))
          }
          options={[
            { value: 'VES', label: f.ves },
            { value: 'USD', label: f.usd },
          ]}
        />
      </Form.Item>
      <Form.Item
        label={f.amount}
        name="reported_amount"
        extra={readNote('amount')}
        rules={[
          {
            validator: (_: unknown, value: string | undefined) => {
              const { problem } = readPaymentAmount(value);
              return problem
                ? Promise.reject(new Error(AMOUNT_MESSAGES[problem]))
                : Promise.resolve();
            },
          },
        ]}
      >
        <Input inputMode="decimal" autoComplete="off" style={{ maxWidth: 240 }} />
      </Form.Item>
      <Form.Item
        label={f.screenshot}
        name="screenshot_path"
        htmlFor="subscription-screenshot"
        rules={[
          {
            validator: (_: unknown, value: UploadedFile | null | undefined) =>
              value ? Promise.resolve() : Promise.reject(new Error(f.screenshotRequired)),
          },
        ]}
      >
        <ScreenshotUpload id="subscription-screenshot" onBusyChange={setUploading} />
      </Form.Item>
      {screenshot && !gaveUp ? (
        <div style={{ marginBottom: 16 }}>
          <ProofReadingNote reading={reading} proposed={proposed} />
        </div>
      ) : null}
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        loading={send.isPending}
        disabled={uploading}
        title={uploading ? es.screenshotUpload.wait : undefined}
      >
        {f.submit}
      </Button>
    </Form>
  );
}
