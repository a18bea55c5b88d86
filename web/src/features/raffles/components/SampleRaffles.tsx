import { Alert } from 'antd';
import { RaffleGrid } from './RaffleGrid';
import type { Raffle } from '../../../lib/raffle';
import { es } from '../../../locales/es';

export type SampleReason = 'failed' | 'empty';

interface SampleRafflesProps {
  raffles: readonly Raffle[];
  /** Why samples are shown: the list failed to load, or there is nothing published yet. */
  reason: SampleReason;
}

/** The built-in sample raffles with a notice that they are examples (spec §1, §8). */
export function SampleRaffles({ raffles, reason }: SampleRafflesProps) {
  const t = es.samples;
  return (
    <section aria-label={t.title} data-testid="sample-raffles" data-reason={reason}>
      <Alert
        className="rifa-raffles-page__alert"
        type="info"
        showIcon
        title={t.title}
        description={`${reason === 'failed' ? t.noticeLoadFailed : t.noticeEmpty} ${t.notice}`}
      />
      <RaffleGrid raffles={raffles} label={t.title} />
    </section>
  );
}
