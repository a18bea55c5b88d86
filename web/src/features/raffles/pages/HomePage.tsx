import type { ReactNode } from 'react';
import { Alert, Empty, Typography } from 'antd';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ButtonLink';
import { RaffleGrid } from '../components/RaffleGrid';
import { useAuth } from '../../../lib/auth-context';
import type { Raffle } from '../../../lib/raffle';
import { es } from '../../../locales/es';
import { SAMPLE_RAFFLES } from '../../../samples/sample-raffles';
import { useEndingSoon, useFavoriteRaffles, useNewestRaffles } from '../api/raffle-lists';
import { RaffleGridSkeleton } from '../components/RaffleGridSkeleton';
import { SampleRaffles } from '../components/SampleRaffles';
import { PageTitle } from '../../../components/PageTitle';
import '../components/raffle-lists.css';

interface SectionProps {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}

function HomeSection({ id, title, action, children }: SectionProps) {
  return (
    <section className="rifa-home-section" aria-labelledby={id} data-testid={id}>
      <div className="rifa-home-section__header">
        <Typography.Title level={2} id={id} className="rifa-section-title">
          {title}
        </Typography.Title>
        {action}
      </div>
      {children}
    </section>
  );
}

interface SectionBodyProps {
  label: string;
  raffles: Raffle[] | undefined;
  isError: boolean;
  error: string;
  empty: ReactNode;
}

/** A section's list: skeleton, error, empty text or the cards. */
function SectionBody({ label, raffles, isError, error, empty }: SectionBodyProps) {
  if (raffles === undefined) {
    return isError ? <Alert type="error" showIcon title={error} /> : <RaffleGridSkeleton />;
  }
  if (raffles.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  }
  return <RaffleGrid raffles={raffles} label={label} layout="row" />;
}

/**
 * /app: raffles ending soon, the newest ones and the caller's favourites. When neither public list
 * loads (or nothing is published yet), the built-in samples stand in (spec §1, §8).
 */
export default function HomePage() {
  const t = es.home;
  const { user, profile } = useAuth();
  const endingSoon = useEndingSoon();
  const newest = useNewestRaffles();
  const favorites = useFavoriteRaffles(user?.id ?? null);

  const bothFailed = endingSoon.isError && newest.isError;
  const nothingPublished =
    endingSoon.data !== undefined &&
    endingSoon.data.length === 0 &&
    newest.data !== undefined &&
    newest.data.length === 0;

  const seeAll = <Link to="/app/timeline">{t.seeAll}</Link>;

  return (
    <div className="rifa-page rifa-raffles-page">
      <PageTitle>{t.title}</PageTitle>
      <Typography.Paragraph type="secondary">
        {profile ? `${t.greeting(profile.name.split(' ')[0] || profile.name)}. ` : ''}
        {t.subtitle}
      </Typography.Paragraph>

      {bothFailed || nothingPublished ? (
        <>
          {bothFailed && (
            <Alert
              className="rifa-raffles-page__alert"
              type="error"
              showIcon
              title={t.sectionError}
            />
          )}
          <SampleRaffles raffles={SAMPLE_RAFFLES} reason={bothFailed ? 'failed' : 'empty'} />
        </>
      ) : (
        <>
          <HomeSection id="home-ending-soon" title={t.endingSoon} action={seeAll}>
            <SectionBody
              label={t.endingSoon}
              raffles={endingSoon.data}
              isError={endingSoon.isError}
              error={t.sectionError}
              empty={t.endingSoonEmpty}
            />
          </HomeSection>
          <HomeSection id="home-newest" title={t.newest} action={seeAll}>
            <SectionBody
              label={t.newest}
              raffles={newest.data}
              isError={newest.isError}
              error={t.sectionError}
              empty={t.newestEmpty}
            />
          </HomeSection>
        </>
      )}

      <HomeSection id="home-favorites" title={t.favorites}>
        {user ? (
          <SectionBody
            label={t.favorites}
            raffles={favorites.data}
            isError={favorites.isError}
            error={t.favoritesError}
            empty={t.favoritesEmpty}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.favoritesSignIn}>
            <ButtonLink type="primary" to="/login">
              {es.common.signIn}
            </ButtonLink>
          </Empty>
        )}
      </HomeSection>
    </div>
  );
}
