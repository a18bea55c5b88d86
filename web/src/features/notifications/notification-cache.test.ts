import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { notificationKeys, type Notification, type NotificationList } from './api/notifications';
import {
  addNotification,
  changeNotifications,
  emptied,
  withAllRead,
  withNew,
  without,
  withRead,
} from './notification-cache';
import { notificationTarget } from './notification-target';

const USER = '7d6f1c1e-2f0a-4b9e-9a51-3c1f4f6f0a11';
const RAFFLE = '4a1b8d6e-0f3c-4c2a-9b7e-1d2c3e4f5a6b';

function note(n: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    user_id: USER,
    type: 'new_purchase',
    title: `Aviso ${n}`,
    message: `Mensaje ${n}`,
    priority: 'medium',
    data: { raffle_id: RAFFLE },
    is_read: false,
    created_at: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

const list = (...items: Notification[]): NotificationList => ({ data: items, count: items.length });

describe('notification list changes', () => {
  it('puts a new one first, keeps the newest 50, and ignores one it already has', () => {
    const full = list(...Array.from({ length: 50 }, (_, i) => note(i + 1)));
    const next = withNew(full, note(99));
    expect(next.data).toHaveLength(50);
    expect(next.data[0]?.id).toBe(note(99).id);
    expect(next.data.at(-1)?.id).toBe(note(49).id);
    expect(next.count).toBe(51);
    expect(withNew(next, note(99))).toBe(next);
  });

  it('reads one or all, removes one, empties', () => {
    const start = list(note(1), note(2, { is_read: true }), note(3));
    expect(withRead(start, note(1).id).data.map((n) => n.is_read)).toEqual([true, true, false]);
    expect(withAllRead(start).data.every((n) => n.is_read)).toBe(true);
    expect(without(start, note(2).id)).toEqual(list(note(1), note(3)));
    expect(emptied()).toEqual({ data: [], count: 0 });
  });
});

describe('notification cache', () => {
  it('adds a live notification to the list and one to the unread count, once', () => {
    const client = new QueryClient();
    client.setQueryData(notificationKeys.list(USER), list(note(1)));
    client.setQueryData(notificationKeys.unreadCount(USER), 1);
    addNotification(client, USER, note(2));
    addNotification(client, USER, note(2));
    expect(client.getQueryData<NotificationList>(notificationKeys.list(USER))?.data[0]).toEqual(
      note(2),
    );
    expect(client.getQueryData(notificationKeys.unreadCount(USER))).toBe(2);
  });

  it('counts a live notification even when the list was never loaded', () => {
    const client = new QueryClient();
    client.setQueryData(notificationKeys.unreadCount(USER), 9);
    addNotification(client, USER, note(1));
    expect(client.getQueryData(notificationKeys.unreadCount(USER))).toBe(10);
    expect(client.getQueryData(notificationKeys.list(USER))).toBeUndefined();
  });

  it('lowers the count by the unread ones a change reads or removes, or to 0', () => {
    const client = new QueryClient();
    client.setQueryData(notificationKeys.list(USER), list(note(1), note(2, { is_read: true })));
    client.setQueryData(notificationKeys.unreadCount(USER), 12);
    changeNotifications(client, USER, (l) => without(l, note(2).id));
    expect(client.getQueryData(notificationKeys.unreadCount(USER))).toBe(12);
    changeNotifications(client, USER, (l) => withRead(l, note(1).id));
    expect(client.getQueryData(notificationKeys.unreadCount(USER))).toBe(11);
    changeNotifications(client, USER, withAllRead, true);
    expect(client.getQueryData(notificationKeys.unreadCount(USER))).toBe(0);
  });
});

describe('notificationTarget', () => {
  it('opens the raffle, else what the notification is about, else nothing', () => {
    expect(notificationTarget(note(1))).toBe(`/app/raffle/${RAFFLE}`);
    // A ticket of the reader's own opens its page; a cancellation by its buyer (the creator
    // reads it) and an expired hold open the raffle, where the numbers are free again.
    const ticketId = note(5).id;
    expect(
      notificationTarget(
        note(1, { type: 'ticket_paid', data: { raffle_id: RAFFLE, ticket_id: ticketId } }),
      ),
    ).toBe(`/app/tickets/${ticketId}`);
    for (const type of ['hold_expiring', 'verification_rejected', 'ticket_winner'] as const) {
      expect(notificationTarget(note(1, { type, data: { ticket_id: ticketId } }))).toBe(
        `/app/tickets/${ticketId}`,
      );
    }
    const cancelled = (reason: 'by_creator' | 'by_buyer' | 'expired') =>
      notificationTarget(
        note(1, {
          type: 'ticket_cancelled',
          data: { raffle_id: RAFFLE, ticket_id: ticketId, reason },
        }),
      );
    expect(cancelled('by_creator')).toBe(`/app/tickets/${ticketId}`);
    expect(cancelled('by_buyer')).toBe(`/app/raffle/${RAFFLE}`);
    expect(cancelled('expired')).toBe(`/app/raffle/${RAFFLE}`);
    expect(
      notificationTarget(note(1, { type: 'new_purchase', data: { ticket_id: ticketId } })),
    ).toBe('/app/tickets');
    expect(notificationTarget(note(1, { type: 'verification_rejected', data: {} }))).toBe(
      '/app/profile',
    );
    expect(notificationTarget(note(1, { type: 'payment_received', data: {} }))).toBe(
      '/app/payment-history',
    );
    // A payment reported for a ticket of the reader's raffle: that raffle's reports to check.
    expect(
      notificationTarget(note(1, { type: 'payment_received', data: { raffle_id: RAFFLE } })),
    ).toBe(`/app/payments?raffle=${RAFFLE}`);
    expect(notificationTarget(note(1, { type: 'raffle_ending', data: {} }))).toBeNull();
  });

  it("opens a cashier invitation on its page, and a new seller role on the seller's page", () => {
    const token = 'a'.repeat(32);
    expect(
      notificationTarget(
        note(1, {
          type: 'cashier_invited',
          data: { business_name: 'Negocio', invitation_token: token },
        }),
      ),
    ).toBe(`/app/invitation/${token}`);
    expect(notificationTarget(note(1, { type: 'seller_added', data: { raffle_id: RAFFLE } }))).toBe(
      '/app/selling',
    );
  });
});
