import { useState } from 'react';
import { Alert, App, Button, Form, Input, Modal, Space, Typography } from 'antd';
import { formatTicketNumber } from '../../../lib/format';
import { errorMessage, useServerErrors } from '../../../lib/form-errors';
import type { Raffle } from '../../../lib/raffle';
import { lotteryLabel } from '../../../lib/raffle-labels';
import { es } from '../../../locales/es';
import {
  useCorrectDraw,
  useDrawPreview,
  useDrawRaffle,
  useUploadDrawPhoto,
} from '../api/draw-mutations';
import {
  drawDigits,
  drawnNumberPreview,
  lotteryResultError,
  previewSentence,
  resultUrlError,
} from '../draw-rule';
import { RaffleImagePicker } from './RaffleImagePicker';

interface DrawFormValues {
  lottery_result: string;
  result_url: string;
  reason: string;
}

export interface DrawModalProps {
  raffle: Raffle;
  /** 'draw': the creator (or a super admin) enters the result; 'correct': a super admin fixes it. */
  mode: 'draw' | 'correct';
  onClose: () => void;
}

const REASON_MIN = 10;
const REASON_MAX = 500;

function reasonError(value: string | undefined): string | null {
  const length = (value ?? '').trim().length;
  return length >= REASON_MIN && length <= REASON_MAX ? null : es.draw.correct.reasonError;
}

function check(fn: (value: string | undefined) => string | null) {
  return {
    validator: (_: unknown, value: string | undefined) => {
      const error = fn(value);
      return error ? Promise.reject(new Error(error)) : Promise.resolve();
    },
  };
}

/**
 * 'Registrar resultado' (or 'Corregir sorteo'): the lottery's published number with the number it
 * draws shown as it is typed, an optional link and photo of the official result, then a
 * confirmation naming the winner the server's rule picks (GET …/draw/preview: the client never
 * decides it), since a draw cannot be changed. The photo is uploaded once the draw is recorded.
 * The server's refusals (409, 422) are shown here.
 */
export default function DrawModal({ raffle, mode, onClose }: DrawModalProps) {
  const t = es.draw.register;
  const { message } = App.useApp();
  const [form] = Form.useForm<DrawFormValues>();
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [photo, setPhoto] = useState<File | null>(null);
  const draw = useDrawRaffle(raffle.id);
  const correct = useCorrectDraw(raffle.id);
  const upload = useUploadDrawPhoto(raffle.id);
  const outcome = useDrawPreview(raffle.id);
  const mutation = mode === 'draw' ? draw : correct;
  const generalError = useServerErrors(form, mutation.error ?? outcome.error);

  const typed = Form.useWatch('lottery_result', form) ?? '';
  const preview = drawnNumberPreview(typed, raffle.total_tickets);
  const previewLabel = preview === null ? null : formatTicketNumber(preview, raffle.total_tickets);
  const busy = mutation.isPending || upload.isPending || outcome.isPending;

  // 'Continuar': the server says who wins with this result before anything is recorded.
  const review = async () => {
    const result = (form.getFieldValue('lottery_result') as string).trim();
    try {
      await outcome.mutateAsync(result);
    } catch {
      return; // shown above the fields, or on them (422)
    }
    setStep('confirm');
  };

  const submit = async () => {
    const values = form.getFieldsValue(true) as DrawFormValues;
    const url = (values.result_url ?? '').trim();
    const request = {
      lottery_result: values.lottery_result.trim(),
      ...(url ? { result_url: url } : {}),
    };
    try {
      if (mode === 'draw') await draw.mutateAsync(request);
      else await correct.mutateAsync({ ...request, reason: values.reason.trim() });
    } catch {
      setStep('form'); // the error is shown above the fields, or on them (422)
      return;
    }
    if (photo) {
      try {
        await upload.mutateAsync(photo);
      } catch (cause) {
        void message.warning(t.photoFailed(errorMessage(cause, es.errors.unexpected)));
        onClose();
        return;
      }
    }
    void message.success(mode === 'draw' ? t.done : es.draw.correct.done);
    onClose();
  };

  const title = mode === 'draw' ? t.title : es.draw.correct.title;
  const submitLabel = mode === 'draw' ? t.submit : es.draw.correct.submit;
  return (
    <Modal open title={title} onCancel={busy ? undefined : onClose} footer={null} destroyOnHidden>
      <div data-testid="draw-modal">
        {generalError ? (
          <Alert
            type="error"
            showIcon
            title={generalError}
            data-testid="draw-error"
            style={{ marginBottom: 16 }}
          />
        ) : null}
        {mode === 'correct' ? (
          <Typography.Paragraph type="secondary">{es.draw.correct.intro}</Typography.Paragraph>
        ) : null}
        <Form<DrawFormValues>
          name="draw-modal"
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ lottery_result: '', result_url: '', reason: '' }}
          disabled={busy}
          onFinish={() => void review()}
          style={{ display: step === 'form' ? undefined : 'none' }}
        >
          <Form.Item
            label={t.lotteryResult}
            name="lottery_result"
            extra={t.lotteryResultHelp(
              lotteryLabel(raffle.lottery),
              drawDigits(raffle.total_tickets),
            )}
            rules={[check((value) => lotteryResultError(value, raffle.total_tickets))]}
          >
            <Input
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="off"
              maxLength={8}
              style={{ maxWidth: 200 }}
            />
          </Form.Item>
          <div aria-live="polite">
            {previewLabel !== null ? (
              <p className="rifa-draw__preview" data-testid="draw-preview">
                <strong>{t.preview(previewLabel)}</strong>
                <br />
                <Typography.Text type="secondary">{t.previewHint}</Typography.Text>
              </p>
            ) : null}
          </div>
          <Form.Item label={t.resultUrl} name="result_url" rules={[check(resultUrlError)]}>
            <Input type="url" inputMode="url" autoComplete="off" placeholder="https://" />
          </Form.Item>
          {mode === 'correct' ? (
            <Form.Item label={es.draw.correct.reason} name="reason" rules={[check(reasonError)]}>
              <Input.TextArea rows={3} maxLength={REASON_MAX} showCount />
            </Form.Item>
          ) : null}
          <Form.Item label={t.photo}>
            <RaffleImagePicker file={photo} onChange={setPhoto} disabled={busy} label={t.photo} />
          </Form.Item>
          <Space wrap>
            <Button type="primary" htmlType="submit" loading={outcome.isPending}>
              {t.next}
            </Button>
            <Button onClick={onClose} disabled={false}>
              {es.createRaffle.cancel}
            </Button>
          </Space>
        </Form>
        {step === 'confirm' ? (
          <div data-testid="draw-confirm">
            <Typography.Title level={3} style={{ fontSize: 16 }}>
              {t.confirmTitle}
            </Typography.Title>
            <Typography.Paragraph>{t.confirmText(typed.trim())}</Typography.Paragraph>
            {outcome.data ? (
              <Typography.Paragraph strong data-testid="draw-confirm-outcome">
                {previewSentence(outcome.data, raffle.total_tickets, lotteryLabel(raffle.lottery))}
              </Typography.Paragraph>
            ) : null}
            <Alert type="warning" showIcon title={t.confirmWarning} style={{ marginBottom: 16 }} />
            <Space wrap>
              <Button type="primary" danger loading={busy} onClick={() => void submit()}>
                {submitLabel}
              </Button>
              <Button onClick={() => setStep('form')} disabled={busy}>
                {t.back}
              </Button>
            </Space>
          </div>
        ) : null}
      </div>
    </Modal>
  );
}
