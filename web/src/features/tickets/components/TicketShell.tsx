import { dayjs } from '../../../lib/dayjs';
import { es } from '../../../locales/es';
import { holdTimeFormats } from '../hold-time';
import { TicketPageFrame } from '../pages/TicketPage';
import { HoldTime } from './HoldCountdown';

const MARK = '\u0000';

/**
 * The ticket page's prerendered shell (src/app/shell-prerender.tsx): its frame and a pending
 * ticket's hold, hidden until public/boot.js fills it in from the ticket it requested: the
 * time left in one of holdTimeFormats()'s forms, and the end as formatDateTime writes it (day,
 * Spanish month from these `data-months`, year, 24-hour time), both in the page's own markup and
 * texts, where the app shows its hold (TicketPage). No skeleton below it: the hold, shown after the
 * first paint, would push it down (a layout shift).
 */
export function TicketShell() {
  const [before, after] = es.ticketPage.hold.until(MARK).split(MARK);
  const formats = holdTimeFormats();
  const months = Array.from({ length: 12 }, (_, month) =>
    dayjs(new Date(2026, month, 1)).format('MMM'),
  );
  return (
    <TicketPageFrame>
      <div className="rifa-ticket-page__layout">
        <div className="rifa-ticket-page__main">
          <div className="rifa-ticket-hold" data-fill="hold" hidden>
            <HoldTime
              time={<span data-fill="hold-time" data-days={formats.days} data-day={formats.day} />}
              until={
                <>
                  {before}
                  <span data-fill="hold-until" data-months={months.join(' ')} />
                  {after}
                </>
              }
            />
          </div>
        </div>
      </div>
    </TicketPageFrame>
  );
}
