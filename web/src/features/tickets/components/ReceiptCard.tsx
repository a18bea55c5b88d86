import { useEffect } from 'react';
import { Button, QRCode, Typography } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { es } from '../../../locales/es';
import { receiptPath, receiptUrl } from '../ticket-outcome';
import '../tickets.css';

/**
 * The body of the ticket's verifiable receipt card: a QR code of `/t/{code}`, the link with a copy button, and
 * 'Imprimir recibo' (the receipt page in a new tab, which prints itself). Loaded lazily: the QR
 * code's encoder stays out of the ticket page's first load (the page draws the card around it, so
 * this chunk reaches no more of antd than it needs).
 */
export default function ReceiptCard({ code }: { code: string }) {
  const t = es.ticketReceipt;
  const url = receiptUrl(window.location.origin, code);
  return (
    <div className="rifa-receipt-card">
      <ReceiptQrCode url={url} size={148} className="rifa-receipt-card__qr" />
      <div className="rifa-receipt-card__text">
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          {t.intro}
        </Typography.Paragraph>
        <Typography.Text
          className="rifa-receipt-card__link"
          copyable={{ text: url, tooltips: [t.copy, t.copied] }}
        >
          <a href={receiptPath(code)} target="_blank" rel="noopener" data-testid="receipt-link">
            {url}
          </a>
        </Typography.Text>
        <Button
          icon={<PrinterOutlined />}
          onClick={() => window.open(`${receiptPath(code)}?imprimir=1`, '_blank', 'noopener')}
          style={{ marginTop: 12 }}
        >
          {t.print}
        </Button>
      </div>
    </div>
  );
}

/**
 * A QR code of a receipt's address, as an SVG that prints crisply. The ticket's card and the printed
 * receipt (/t/{code}, which loads this module lazily: the same chunk, no new split of antd) show the
 * same one; `onReady` says it is drawn (printing waits for it).
 */
export function ReceiptQrCode({
  url,
  size,
  className,
  onReady,
}: {
  url: string;
  size: number;
  className: string;
  onReady?: () => void;
}) {
  useEffect(() => onReady?.(), [onReady]);
  return (
    <QRCode
      value={url}
      type="svg"
      size={size}
      bordered={false}
      className={className}
      aria-label={es.ticketReceipt.qrLabel}
      role="img"
    />
  );
}
