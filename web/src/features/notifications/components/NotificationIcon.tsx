import type { ReactNode } from 'react';
import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  DollarOutlined,
  ExclamationCircleOutlined,
  FireOutlined,
  FlagOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  StopOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { es } from '../../../locales/es';
import type { NotificationType } from '../api/notifications';

/** Each type's icon and tone: good news green, money gold, warnings orange, losses red. */
const ICONS: Record<NotificationType, { icon: ReactNode; tone: string }> = {
  new_purchase: { icon: <ShoppingCartOutlined />, tone: 'good' },
  ticket_paid: { icon: <CheckCircleOutlined />, tone: 'good' },
  ticket_cancelled: { icon: <CloseCircleOutlined />, tone: 'warn' },
  raffle_sold_out: { icon: <FireOutlined />, tone: 'good' },
  raffle_completed: { icon: <FlagOutlined />, tone: 'info' },
  ticket_winner: { icon: <TrophyOutlined />, tone: 'gold' },
  payment_received: { icon: <DollarOutlined />, tone: 'gold' },
  verification_approved: { icon: <SafetyCertificateOutlined />, tone: 'good' },
  verification_rejected: { icon: <ExclamationCircleOutlined />, tone: 'bad' },
  raffle_ending: { icon: <ClockCircleOutlined />, tone: 'warn' },
  raffle_cancelled: { icon: <StopOutlined />, tone: 'bad' },
  winner_announced: { icon: <TrophyOutlined />, tone: 'info' },
  hold_expiring: { icon: <ClockCircleOutlined />, tone: 'warn' },
  subscription_expiring: { icon: <ClockCircleOutlined />, tone: 'warn' },
  subscription_expired: { icon: <StopOutlined />, tone: 'bad' },
  sales_closed: { icon: <SafetyCertificateOutlined />, tone: 'info' },
  draw_reminder: { icon: <TrophyOutlined />, tone: 'warn' },
  raffle_taken_down: { icon: <StopOutlined />, tone: 'bad' },
  raffle_restored: { icon: <CheckCircleOutlined />, tone: 'good' },
  organiser_suspended: { icon: <StopOutlined />, tone: 'bad' },
  ticket_reinstated: { icon: <CheckCircleOutlined />, tone: 'good' },
  cashier_invited: { icon: <ShopOutlined />, tone: 'info' },
  seller_added: { icon: <ShopOutlined />, tone: 'good' },
  money_returned: { icon: <DollarOutlined />, tone: 'gold' },
};

/** The round icon of a notification type, named for screen readers ('Nueva compra'). */
export function NotificationIcon({ type }: { type: NotificationType }) {
  const { icon, tone } = ICONS[type] ?? { icon: <FlagOutlined />, tone: 'info' };
  return (
    <span
      className={`rifa-notification-icon rifa-notification-icon--${tone}`}
      role="img"
      aria-label={es.notifications.types[type] ?? type}
      data-type={type}
    >
      {icon}
    </span>
  );
}
