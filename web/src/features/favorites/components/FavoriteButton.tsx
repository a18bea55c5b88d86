import type { MouseEvent } from 'react';
import { Button } from 'antd';
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { useFavorites } from '../use-favorites';
import { es } from '../../../locales/es';

interface FavoriteButtonProps {
  raffleId: string;
  disabled?: boolean;
  className?: string;
}

/** The heart that adds a raffle to the caller's favourites or takes it out (optimistic). */
export function FavoriteButton({ raffleId, disabled = false, className }: FavoriteButtonProps) {
  const { isFavorite, toggle } = useFavorites();
  const active = isFavorite(raffleId);
  const label = active ? es.favorites.remove : es.favorites.add;
  return (
    <Button
      type="text"
      shape="circle"
      className={['rifa-favorite-button', className].filter(Boolean).join(' ')}
      aria-label={label}
      aria-pressed={active}
      title={label}
      disabled={disabled}
      data-favorite={active ? 'true' : 'false'}
      icon={active ? <HeartFilled style={{ color: 'var(--rifa-primary)' }} /> : <HeartOutlined />}
      onClick={(event: MouseEvent<HTMLElement>) => {
        // Inside a card that is a link: the heart must not open the raffle.
        event.preventDefault();
        event.stopPropagation();
        toggle(raffleId);
      }}
    />
  );
}
