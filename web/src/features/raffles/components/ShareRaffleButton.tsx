import { useDeferredValue, useState } from 'react';
import { App, Button, Popover } from 'antd';
import { CopyOutlined, ShareAltOutlined, WhatsAppOutlined } from '@ant-design/icons';
import type { Raffle } from '../../../lib/raffle';
import { raffleUrl, shareRaffleLink } from '../../../lib/whatsapp-messages';
import { es } from '../../../locales/es';

/**
 * 'Compartir': the system share sheet where the browser has one (phones); elsewhere a small panel
 * to copy the link (with a confirmation) or send it by WhatsApp with the price, the lottery and
 * the draw date written.
 */
export function ShareRaffleButton({
  raffle,
  disabled = false,
}: {
  raffle: Pick<Raffle, 'id' | 'title' | 'ticket_price' | 'lottery' | 'draw_at'>;
  disabled?: boolean;
}) {
  const t = es.share;
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const url = raffleUrl(raffle.id);
  const canShare = typeof navigator.share === 'function';
  // The panel's Popover comes in a deferred render: antd's Trigger re-renders itself on mount,
  // which would make the page's first commit run its effects in the same task (issue 14: TBT).
  const withPanel = useDeferredValue(true, false);

  const share = async () => {
    try {
      await navigator.share({ title: raffle.title, text: t.text(raffle.title), url });
    } catch (cause) {
      // Closing the share sheet is not an error; anything else falls back to the panel.
      if ((cause as Error | undefined)?.name !== 'AbortError') setOpen(true);
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      void message.success(t.copied);
      setOpen(false);
    } catch {
      void message.error(t.copyFailed(url));
    }
  };

  const panel = (
    <div className="rifa-share" data-testid="share-panel">
      <Button icon={<CopyOutlined />} onClick={() => void copy()} block>
        {t.copy}
      </Button>
      <Button
        icon={<WhatsAppOutlined />}
        href={shareRaffleLink(raffle)}
        data-testid="share-whatsapp"
        target="_blank"
        rel="noopener noreferrer"
        block
      >
        {t.whatsapp}
      </Button>
    </div>
  );

  const button = (
    <Button
      icon={<ShareAltOutlined />}
      aria-label={t.button}
      disabled={disabled}
      data-testid="share-raffle"
      onClick={canShare ? () => void share() : withPanel ? undefined : () => setOpen(true)}
    >
      {/* On a phone the icon alone, so the raffle's title keeps the width. */}
      <span className="rifa-share__label">{t.button}</span>
    </Button>
  );

  if (!withPanel) return button;
  return (
    <Popover
      content={panel}
      trigger="click"
      open={open}
      onOpenChange={(next) => setOpen(next && (!canShare || open))}
      placement="bottomRight"
    >
      {button}
    </Popover>
  );
}
