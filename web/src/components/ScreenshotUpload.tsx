import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Progress, Space, Typography } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { errorMessage } from '../lib/form-errors';
import { IMAGE_TYPES, imageFileProblem } from '../lib/image-file';
import { uploadPaymentScreenshot, type UploadedFile } from '../lib/payment-screenshot';
import { es } from '../locales/es';
import './screenshot-upload.css';

interface ScreenshotUploadProps {
  /** The uploaded proof (its `path` goes in the report), or null. */
  value?: UploadedFile | null;
  onChange?: (value: UploadedFile | null) => void;
  /** True while a file is on its way (the form waits for it). */
  onBusyChange?: (busy: boolean) => void;
  /** A proof already attached to the report (its signed URL), shown until another is chosen. */
  currentUrl?: string | null;
  disabled?: boolean;
  id?: string;
  /** The ticket whose payment this proves (a subscription's payment has none). */
  ticketId?: string;
}

/**
 * Chooses the payment's screenshot and uploads it at once (`POST /uploads/payment-screenshots`)
 * with its progress and a preview; the spec's messages when the file is not acceptable, and
 * 'Error al subir archivo: …' when the upload fails. Ticket and subscription payments share it.
 */
export function ScreenshotUpload({
  value = null,
  onChange,
  onBusyChange,
  currentUrl = null,
  disabled,
  id,
  ticketId,
}: ScreenshotUploadProps) {
  const t = es.screenshotUpload;
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => {
    return () => {
      if (preview) URL.revokeObjectURL(preview);
    };
  }, [preview]);

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    const problem = imageFileProblem(file);
    if (problem || !file) {
      setError(t[problem ?? 'noFile']);
      return;
    }
    setError(null);
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    onBusyChange?.(true);
    controller.current = new AbortController();
    try {
      const uploaded = await uploadPaymentScreenshot(
        file,
        setProgress,
        controller.current.signal,
        ticketId,
      );
      onChange?.(uploaded);
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') return;
      setPreview(null);
      onChange?.(null);
      setError(t.failed(errorMessage(cause, es.errors.unexpected)));
    } finally {
      setProgress(null);
      onBusyChange?.(false);
    }
  };

  const shown = preview ?? value?.url ?? currentUrl;
  const uploading = progress !== null;
  return (
    <div className="rifa-screenshot" data-testid="screenshot-upload">
      <input
        ref={input}
        id={id}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        style={{ display: 'none' }}
        data-testid="screenshot-input"
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      {shown ? <img src={shown} alt={t.previewAlt} className="rifa-screenshot__preview" /> : null}
      {uploading ? (
        <Progress
          percent={progress}
          size="small"
          status="active"
          aria-label={t.uploading(progress)}
          data-testid="screenshot-progress"
        />
      ) : null}
      {value && !uploading ? (
        <Typography.Text type="success" data-testid="screenshot-uploaded">
          {t.uploaded}
        </Typography.Text>
      ) : null}
      {error ? <Alert type="error" showIcon title={error} data-testid="screenshot-error" /> : null}
      <Space wrap>
        <Button
          icon={<UploadOutlined />}
          onClick={() => input.current?.click()}
          disabled={disabled || uploading}
          loading={uploading}
        >
          {uploading ? t.uploading(progress) : shown ? t.change : t.choose}
        </Button>
        {value && !uploading ? (
          <Button
            icon={<DeleteOutlined />}
            onClick={() => {
              setPreview(null);
              onChange?.(null);
            }}
            disabled={disabled}
          >
            {t.remove}
          </Button>
        ) : null}
      </Space>
      <Typography.Text type="secondary">{t.hint}</Typography.Text>
    </div>
  );
}
