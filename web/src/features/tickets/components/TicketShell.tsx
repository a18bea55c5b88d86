import { Skeleton } from 'antd';
import { TicketPageFrame } from '../pages/TicketPage';

/**
 * The ticket page's prerendered shell (src/app/shell-prerender.tsx): its frame and the skeleton the
 * page shows while it reads the ticket. A buyer's ticket link is answered as HTML with the ticket
 * in it (server/src/features/tickets/ticket_page.cpp, README.md "The buyer's pages as HTML"); this
 * shell is what a phone shows where it is not (offline, from the service worker's copy, or without
 * the page session's cookie).
 */
export function TicketShell() {
  return (
    <TicketPageFrame>
      <Skeleton active paragraph={{ rows: 8 }} />
    </TicketPageFrame>
  );
}
