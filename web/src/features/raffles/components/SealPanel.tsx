import { Alert, Card, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { formatCount, formatDateTime, formatTicketNumber } from '../../../lib/format';
import type { Raffle } from '../../../lib/raffle';
import { es } from '../../../locales/es';
import { PanelTitle } from './PanelTitle';
import { sealCsvUrl, sealFileName, sealTextUrl, useSeal } from '../api/draw';

/**
 * 'Lista sellada', once sales closed: the SHA-256 of the sold numbers with a copy button, when it
 * was sealed and what it holds, the two downloads, how to recompute the hash with the system's own
 * tools, and the payments verified after the seal.
 */
export function SealPanel({ raffle }: { raffle: Raffle }) {
  const t = es.draw.seal;
  const seal = useSeal(raffle);
  const hash = seal.data?.sha256 ?? raffle.seal_sha256;
  const file = sealFileName(raffle.id);
  const pad = (n: number) => formatTicketNumber(n, raffle.total_tickets);
  return (
    <Card size="small" data-testid="seal-panel" title={<PanelTitle>{t.title}</PanelTitle>}>
      <div className="rifa-stack rifa-stack--tight">
        <Typography.Text type="secondary">{t.intro}</Typography.Text>
        {hash ? (
          <div>
            <Typography.Text strong>{t.hash}</Typography.Text>
            <Typography.Paragraph
              className="rifa-seal__hash"
              copyable={{ text: hash, tooltips: [t.copy, t.copied] }}
              data-testid="seal-hash"
              style={{ margin: 0 }}
            >
              {hash}
            </Typography.Paragraph>
          </div>
        ) : null}
        {raffle.sales_closed_at ? (
          <Typography.Text type="secondary">
            {t.sealedAt(formatDateTime(seal.data?.sealed_at ?? raffle.sales_closed_at))}
          </Typography.Text>
        ) : null}
        {seal.data ? (
          <Typography.Text data-testid="seal-counts">
            {t.counts(
              formatCount(seal.data.line_count),
              formatCount(seal.data.paid_count),
              formatCount(seal.data.pending_count),
            )}
          </Typography.Text>
        ) : null}
        {seal.isError ? <Alert type="error" showIcon title={t.loadError} /> : null}
        <div className="rifa-inline">
          <a className="rifa-seal__download" href={sealTextUrl(raffle.id)} download={file}>
            <DownloadOutlined /> {t.downloadTxt}
          </a>
          <a
            className="rifa-seal__download"
            href={sealCsvUrl(raffle.id)}
            download={`rifa-${raffle.id}-lista.csv`}
          >
            <DownloadOutlined /> {t.downloadCsv}
          </a>
        </div>
        <details className="rifa-seal__how" data-testid="seal-how">
          <summary>{t.howTitle}</summary>
          <p>{t.howIntro}</p>
          <dl>
            <dt>{t.howLinux}</dt>
            <dd>
              <code>sha256sum {file}</code>
            </dd>
            <dt>{t.howMac}</dt>
            <dd>
              <code>shasum -a 256 {file}</code>
            </dd>
            <dt>{t.howWindows}</dt>
            <dd>
              <code>certutil -hashfile {file} SHA256</code>
            </dd>
          </dl>
        </details>
        {seal.data && seal.data.paid_after_seal.length > 0 ? (
          <div data-testid="seal-paid-after">
            <Typography.Text strong>{t.paidAfterTitle}</Typography.Text>
            <ul className="rifa-seal__list">
              {seal.data.paid_after_seal.map((entry) => (
                <li key={entry.ticket_id}>
                  {t.paidAfter(entry.numbers.map(pad).join(', '), formatDateTime(entry.paid_at))}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </Card>
  );
}
