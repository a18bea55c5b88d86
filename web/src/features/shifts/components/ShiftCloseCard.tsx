import { useState } from 'react';
import { App, Button, Card, Space, Tag, Typography } from 'antd';
import { CheckOutlined, FileExcelOutlined } from '@ant-design/icons';
import { inBolivares } from '../../../lib/counter-payment';
import { errorMessage } from '../../../lib/form-errors';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import type { ShiftClose, ShiftMethod } from '../../../lib/shift-close';
import { es } from '../../../locales/es';
import './shift-close.css';

const t = es.business.shiftClose;
const amountIn = (method: ShiftMethod, amount: number) =>
  formatMoney(amount, inBolivares(method) ? 'VES' : 'USD');

/**
 * A shift close: expected against counted per method with the difference, what is still owed, the
 * sign-off (`onSignOff` for the one who signs, else none) and the CSV (`onExport` saves it).
 */
export function ShiftCloseCard({
  close,
  onSignOff,
  onExport,
}: {
  close: ShiftClose;
  onSignOff?: () => Promise<unknown>;
  onExport: () => Promise<void>;
}) {
  const { message } = App.useApp();
  const [signing, setSigning] = useState(false);
  const [exporting, setExporting] = useState(false);
  const signOff = async () => {
    if (!onSignOff) return;
    setSigning(true);
    try {
      await onSignOff();
      void message.success(t.signedDone);
    } catch (error) {
      void message.error(errorMessage(error, t.signError));
    } finally {
      setSigning(false);
    }
  };
  const download = async () => {
    setExporting(true);
    try {
      await onExport();
    } catch (error) {
      void message.error(errorMessage(error, t.exportError));
    } finally {
      setExporting(false);
    }
  };
  return (
    <Card
      size="small"
      data-testid="shift-close"
      title={`${close.seller.name} · ${formatDate(close.from)}`}
      extra={
        close.signed_off_at ? (
          <Tag color="green" data-testid="shift-close-signed">
            {t.signed}
          </Tag>
        ) : (
          <Tag color="gold">{t.unsigned}</Tag>
        )
      }
    >
      <Space orientation="vertical" size={6} style={{ width: '100%' }}>
        {close.lines.map((line) => (
          <div key={line.method} className="rifa-shift-line" data-testid="shift-close-line">
            <Typography.Text>{es.business.counterMethods[line.method]}</Typography.Text>
            <Typography.Text type="secondary">
              {t.line(amountIn(line.method, line.expected), amountIn(line.method, line.counted))}
            </Typography.Text>
            {/* Short in red; a surplus in bold; none plain (antd's green and gold fail contrast). */}
            <Typography.Text
              type={line.difference < 0 ? 'danger' : undefined}
              strong={line.difference !== 0}
              data-testid="shift-close-difference"
            >
              {t.difference(amountIn(line.method, line.difference))}
            </Typography.Text>
          </div>
        ))}
        <Typography.Text type="secondary">
          {t.owed}: {formatMoney(close.owed_usd)}
        </Typography.Text>
        {close.signed_off_at ? (
          <Typography.Text type="secondary">
            {close.signed_off_by === close.seller.id
              ? t.selfSignedAt(formatDateTime(close.signed_off_at))
              : t.signedAt(formatDateTime(close.signed_off_at))}
          </Typography.Text>
        ) : null}
        <Space wrap>
          {onSignOff && !close.signed_off_at ? (
            <Button
              type="primary"
              icon={<CheckOutlined />}
              loading={signing}
              onClick={() => void signOff()}
              data-testid="shift-sign-off"
            >
              {t.signOff}
            </Button>
          ) : null}
          <Button
            icon={<FileExcelOutlined />}
            loading={exporting}
            onClick={() => void download()}
            data-testid="shift-export"
          >
            {t.export}
          </Button>
        </Space>
      </Space>
    </Card>
  );
}
