import { Alert, Card, Descriptions, Typography } from 'antd';
import { formatDateTime, formatTicketNumber } from '../../../lib/format';
import type { Raffle } from '../../../lib/raffle';
import { es } from '../../../locales/es';
import { PanelTitle } from './PanelTitle';
import { useDraws } from '../api/draw';
import { outcomeText, type DrawResult } from '../draw-rule';

/**
 * 'Resultado del sorteo', once a result was entered: the lottery's number, the drawn number, what
 * the rule made of it, the winner's masked name, the official result (link, photo), a correction's
 * reason, and every attempt when there was more than one. `taken` tells an unsold drawn number from
 * an unpaid one.
 */
export function DrawResultPanel({
  raffle,
  result,
  taken,
}: {
  raffle: Raffle;
  result: DrawResult;
  taken: ReadonlySet<number> | null;
}) {
  const t = es.draw.result;
  const draws = useDraws(raffle);
  const pad = (n: number) => formatTicketNumber(n, raffle.total_tickets);
  const sold = taken ? taken.has(result.drawn_number) : null;
  const won = result.winner_number !== null;
  const attempts = draws.data?.data ?? [];
  return (
    <Card
      size="small"
      data-testid="draw-result"
      data-outcome={result.outcome}
      title={<PanelTitle>{t.title}</PanelTitle>}
    >
      <div className="rifa-stack rifa-stack--tight">
        <Alert
          type={won ? 'success' : result.outcome === 'void' ? 'warning' : 'info'}
          showIcon
          title={outcomeText(result, raffle, sold)}
          data-testid="draw-outcome"
        />
        <Descriptions column={1} size="small">
          {result.lottery_result !== null ? (
            <Descriptions.Item label={t.lotteryResult}>
              <span data-testid="draw-lottery-result">{result.lottery_result}</span>
            </Descriptions.Item>
          ) : null}
          <Descriptions.Item label={t.drawnNumber}>{pad(result.drawn_number)}</Descriptions.Item>
          {result.winner_number !== null ? (
            <Descriptions.Item label={t.winnerNumber}>
              <strong data-testid="draw-winner-number">{pad(result.winner_number)}</strong>
            </Descriptions.Item>
          ) : null}
          {won ? (
            <Descriptions.Item label={t.winner}>
              <span data-testid="draw-winner-name">{result.winner_name ?? t.noName}</span>
            </Descriptions.Item>
          ) : null}
        </Descriptions>
        {result.result_url ? (
          <a href={result.result_url} target="_blank" rel="noopener noreferrer nofollow">
            {t.officialLink}
          </a>
        ) : null}
        {result.result_image_url ? (
          <a href={result.result_image_url} target="_blank" rel="noopener noreferrer">
            <img
              className="rifa-draw__photo"
              src={result.result_image_url}
              alt={t.photoAlt}
              loading="lazy"
              data-testid="draw-photo"
            />
          </a>
        ) : null}
        <Typography.Text type="secondary">
          {t.drawnAt(formatDateTime(result.drawn_at))}
        </Typography.Text>
        {result.correction_reason ? (
          <Alert
            type="warning"
            showIcon
            title={t.correctedTitle}
            description={t.corrected(
              formatDateTime(result.corrected_at ?? result.drawn_at),
              result.correction_reason,
            )}
            data-testid="draw-correction"
          />
        ) : null}
        {attempts.length > 1 ? (
          <div data-testid="draw-history">
            <Typography.Text strong>{t.historyTitle}</Typography.Text>
            <ol className="rifa-seal__list">
              {attempts.map((attempt) => (
                <li key={attempt.id}>
                  {t.historyItem(
                    formatDateTime(attempt.created_at),
                    attempt.lottery_result ?? pad(attempt.drawn_number),
                    attempt.winner_number !== null
                      ? `${t.historyOutcome[attempt.outcome]} ${pad(attempt.winner_number)}`
                      : t.historyOutcome[attempt.outcome],
                  )}
                  {attempt.correction_reason ? (
                    <>
                      <br />
                      <Typography.Text type="secondary">
                        {t.historyCorrection(attempt.correction_reason)}
                      </Typography.Text>
                    </>
                  ) : null}
                </li>
              ))}
            </ol>
          </div>
        ) : null}
      </div>
    </Card>
  );
}
