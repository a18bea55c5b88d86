import { useState } from 'react';
import { Alert, Button, Form, Input, Radio, Select, Space, Switch } from 'antd';
import { dayjs } from '../../../lib/dayjs';
import { useServerErrors } from '../../../lib/form-errors';
import { formatCount, formatDuration, formatTicketNumber } from '../../../lib/format';
import { LOTTERIES, TOTAL_TICKETS_OPTIONS, type TotalTickets } from '../../../lib/raffle';
import { lotteryLabel } from '../../../lib/raffle-labels';
import { es } from '../../../locales/es';
import { RaffleImagePicker } from './RaffleImagePicker';
import { DRAW_AT_MAX_DAYS, UNSOLD_RULES, drawAtError } from '../draw-rule';
import {
  DESCRIPTION_MAX,
  RESERVATION_OPTIONS,
  TAGS_MAX,
  TITLE_MAX,
  descriptionError,
  endDateError,
  priceError,
  tagsError,
  titleError,
  toDatetimeLocal,
  type PlanRestrictions,
  type RaffleFormValues,
} from '../raffle-form';

interface RaffleFormProps {
  mode: 'create' | 'edit';
  initialValues: RaffleFormValues;
  restrictions: PlanRestrictions;
  /** Price, size and lottery are fixed (the raffle has sold tickets). */
  locked?: boolean;
  currentImageUrl?: string | null;
  submitting: boolean;
  /** The last failed request: a 422's details go on the fields, anything else above the form. */
  error: unknown;
  submitLabel: string;
  onSubmit: (values: RaffleFormValues, image: File | null) => void;
  onCancel?: () => void;
}

/** A validator from a pure check that returns the Spanish error or null. */
function check<T>(fn: (value: T) => string | null) {
  return {
    validator: (_: unknown, value: T) => {
      const error = fn(value);
      return error ? Promise.reject(new Error(error)) : Promise.resolve();
    },
  };
}

const sizeLabel = (total: TotalTickets) =>
  es.createRaffle.fields.totalOption(
    `${formatCount(total)} números`,
    `${formatTicketNumber(0, total)}–${formatTicketNumber(total - 1, total)}`,
  );

/** The choices of 'Tiempo para pagar', with a raffle's own value when it is not one of them. */
function reservationOptions(current: number) {
  const values: number[] = [...RESERVATION_OPTIONS];
  if (!values.includes(current)) values.push(current);
  return values.sort((a, b) => a - b).map((value) => ({ value, label: formatDuration(value) }));
}

/** The raffle form of both creating and editing (the fields of api/openapi.yaml `RaffleCreate`). */
export function RaffleForm({
  mode,
  initialValues,
  restrictions,
  locked = false,
  currentImageUrl = null,
  submitting,
  error,
  submitLabel,
  onSubmit,
  onCancel,
}: RaffleFormProps) {
  const t = es.createRaffle.fields;
  const [form] = Form.useForm<RaffleFormValues>();
  const [image, setImage] = useState<File | null>(null);
  const isPrivate = Form.useWatch('is_private', form) ?? initialValues.is_private;
  const endDate = Form.useWatch('end_date', form) ?? initialValues.end_date;
  const unsoldRule = Form.useWatch('unsold_rule', form) ?? initialValues.unsold_rule;
  // The lottery draw follows the closing date until the user sets it (or a raffle has its own).
  const [drawAtSet, setDrawAtSet] = useState(
    initialValues.draw_at !== '' && initialValues.draw_at !== initialValues.end_date,
  );

  const generalError = useServerErrors(form, error);

  // The switch may not move to a kind of raffle the plan does not allow (the reason is shown).
  const switchReason = isPrivate ? restrictions.publicReason : restrictions.privateReason;
  const now = dayjs();
  const blocked = mode === 'create' ? restrictions.blocked : null;

  return (
    <Form<RaffleFormValues>
      name="raffle-form"
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={initialValues}
      disabled={submitting || blocked !== null}
      data-testid="raffle-form"
      onFinish={(values) => onSubmit({ ...initialValues, ...values }, image)}
      onValuesChange={(changed: Partial<RaffleFormValues>) => {
        if ('draw_at' in changed) setDrawAtSet(true);
        if ('end_date' in changed && !drawAtSet && !locked) {
          form.setFieldValue('draw_at', changed.end_date);
          if (form.isFieldTouched('draw_at')) void form.validateFields(['draw_at']);
        }
      }}
    >
      {generalError ? (
        <Alert
          type="error"
          showIcon
          title={generalError}
          data-testid="raffle-form-error"
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {locked ? (
        <Alert
          type="info"
          showIcon
          title={es.createRaffle.lockedHint}
          style={{ marginBottom: 16 }}
        />
      ) : null}

      <Form.Item label={t.title} name="title" rules={[check(titleError)]}>
        <Input maxLength={TITLE_MAX} placeholder={t.titlePlaceholder} showCount />
      </Form.Item>
      <Form.Item label={t.description} name="description" rules={[check(descriptionError)]}>
        <Input.TextArea
          rows={4}
          maxLength={DESCRIPTION_MAX}
          showCount
          placeholder={t.descriptionPlaceholder}
        />
      </Form.Item>
      <Form.Item label={t.price} name="ticket_price" rules={[check(priceError)]}>
        <Input
          prefix="$"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t.pricePlaceholder}
          disabled={locked || undefined}
          style={{ width: '100%', maxWidth: 240 }}
        />
      </Form.Item>
      <Form.Item
        label={t.total}
        name="total_tickets"
        extra={
          restrictions.totalReason ? (
            <span className="rifa-raffle-form__reason" data-testid="total-reason">
              {restrictions.totalReason}
            </span>
          ) : undefined
        }
      >
        <Radio.Group disabled={locked || undefined}>
          <Space orientation="vertical" size={4}>
            {TOTAL_TICKETS_OPTIONS.map((total) => (
              <Radio
                key={total}
                value={total}
                disabled={
                  (total > restrictions.maxTickets && total !== initialValues.total_tickets) ||
                  undefined
                }
              >
                {sizeLabel(total)}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
      <Form.Item
        label={t.lottery}
        name="lottery"
        rules={[{ required: true, message: es.createRaffle.errors.lotteryRequired }]}
      >
        <Select
          placeholder={t.lotteryPlaceholder}
          disabled={locked || undefined}
          options={LOTTERIES.map((lottery) => ({ value: lottery, label: lotteryLabel(lottery) }))}
          style={{ maxWidth: 320 }}
        />
      </Form.Item>
      <Form.Item
        label={t.reservation}
        name="reservation_minutes"
        extra={
          <span className="rifa-raffle-form__reason" data-testid="reservation-help">
            {locked ? t.reservationLocked : t.reservationHelp}
          </span>
        }
      >
        <Select
          disabled={locked || undefined}
          options={reservationOptions(initialValues.reservation_minutes)}
          style={{ maxWidth: 200 }}
        />
      </Form.Item>
      <Form.Item
        label={t.endDate}
        name="end_date"
        rules={[check((value: string | undefined) => endDateError(value))]}
      >
        <Input
          type="datetime-local"
          min={toDatetimeLocal(now.add(1, 'minute').toDate())}
          max={toDatetimeLocal(now.add(1, 'year').toDate())}
          style={{ maxWidth: 260 }}
        />
      </Form.Item>
      <Form.Item
        label={t.drawAt}
        name="draw_at"
        dependencies={['end_date']}
        extra={
          <span className="rifa-raffle-form__reason" data-testid="draw-at-help">
            {locked ? t.ruleLocked : t.drawAtHelp}
          </span>
        }
        rules={[
          check((value: string | undefined) =>
            drawAtError(value, form.getFieldValue('end_date') as string | undefined),
          ),
        ]}
      >
        <Input
          type="datetime-local"
          disabled={locked || undefined}
          min={endDate || undefined}
          max={
            endDate
              ? toDatetimeLocal(dayjs(endDate).add(DRAW_AT_MAX_DAYS, 'day').toDate())
              : undefined
          }
          style={{ maxWidth: 260 }}
        />
      </Form.Item>
      <Form.Item
        label={t.unsoldRule}
        name="unsold_rule"
        extra={
          <span className="rifa-raffle-form__reason" data-testid="unsold-rule-help">
            {locked ? t.ruleLocked : es.draw.ruleHelp[unsoldRule]}
          </span>
        }
      >
        <Select
          disabled={locked || undefined}
          options={UNSOLD_RULES.map((rule) => ({ value: rule, label: es.draw.ruleOptions[rule] }))}
          // The choices are sentences: on a phone they wrap instead of being cut.
          classNames={{ popup: { root: 'rifa-select-wrap' } }}
          style={{ maxWidth: 420 }}
        />
      </Form.Item>
      <Form.Item
        label={t.tags}
        name="tags"
        extra={t.tagsHelp}
        rules={[check((value: string[] | undefined) => tagsError(value))]}
      >
        <Select
          mode="tags"
          maxCount={TAGS_MAX}
          tokenSeparators={[',']}
          placeholder={t.tagsPlaceholder}
          open={false}
          suffixIcon={null}
        />
      </Form.Item>
      <Form.Item
        label={t.isPrivate}
        name="is_private"
        valuePropName="checked"
        extra={
          <>
            <span className="rifa-raffle-form__reason">{t.privateHelp}</span>
            {switchReason ? (
              <span className="rifa-raffle-form__reason" data-testid="private-reason">
                {switchReason}
              </span>
            ) : null}
          </>
        }
      >
        <Switch disabled={switchReason !== null || undefined} />
      </Form.Item>
      <Form.Item label={t.image}>
        <RaffleImagePicker
          currentUrl={currentImageUrl}
          file={image}
          onChange={setImage}
          disabled={submitting || blocked !== null}
        />
      </Form.Item>

      <Space wrap>
        <Button type="primary" htmlType="submit" size="large" loading={submitting}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button size="large" onClick={onCancel} disabled={false}>
            {es.createRaffle.cancel}
          </Button>
        ) : null}
      </Space>
    </Form>
  );
}
