import { Alert, Button, Form, Input, Rate, Typography } from 'antd';
import { errorMessage } from '../../../lib/form-errors';
import { es } from '../../../locales/es';
import { useRateTicket, type RatingInput } from '../api/after-draw';

const COMMENT_MAX = 500;

/**
 * 'Califica al organizador' on a paid ticket of a completed raffle: 1–5 stars and an optional
 * comment, sent once; afterwards the stars given, read-only. Loaded lazily with its form; the page draws the card.
 */
export default function RateOrganiser({
  ticketId,
  rating,
}: {
  ticketId: string;
  rating: number | null;
}) {
  const t = es.ticketRating;
  return rating === null ? (
    <RatingForm ticketId={ticketId} />
  ) : (
    <span data-testid="rating-given" data-rating={rating}>
      <span className="rifa-visually-hidden">{t.givenLabel(rating)}</span>
      <Rate disabled value={rating} aria-hidden="true" />
    </span>
  );
}

function RatingForm({ ticketId }: { ticketId: string }) {
  const t = es.ticketRating;
  const rate = useRateTicket(ticketId);
  const [form] = Form.useForm<RatingInput>();
  return (
    <Form
      name="rate-organiser"
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(values) =>
        rate.mutate({ rating: values.rating, comment: (values.comment ?? '').trim() })
      }
    >
      <Typography.Paragraph type="secondary">{t.intro}</Typography.Paragraph>
      <Form.Item
        name="rating"
        label={t.stars}
        rules={[{ required: true, message: t.starsRequired }]}
      >
        <Rate tooltips={[...t.starLabels]} aria-label={t.stars} />
      </Form.Item>
      <Form.Item
        name="comment"
        label={t.comment}
        rules={[{ max: COMMENT_MAX, message: t.commentMax }]}
      >
        <Input.TextArea
          rows={3}
          showCount
          maxLength={COMMENT_MAX}
          placeholder={t.commentPlaceholder}
        />
      </Form.Item>
      {rate.isError ? (
        <Alert
          type="error"
          showIcon
          title={errorMessage(rate.error, es.errors.unexpected)}
          style={{ marginBottom: 12 }}
          data-testid="rate-error"
        />
      ) : null}
      <Button type="primary" htmlType="submit" loading={rate.isPending}>
        {t.send}
      </Button>
    </Form>
  );
}
