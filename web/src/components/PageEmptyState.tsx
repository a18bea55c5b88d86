import type { ReactNode } from 'react';
import { Empty, Tag, Typography } from 'antd';
import { es } from '../locales/es';
import { PageTitle } from './PageTitle';

interface PageEmptyStateProps {
  /** The page's name, rendered as its <h1>. */
  title: string;
  /** One honest sentence saying what will appear on this page. */
  description: string;
  /** Optional actions (links to real routes). */
  extra?: ReactNode;
}

/** The state of a screen whose content arrives in a later release: its title and what it will hold. */
export function PageEmptyState({ title, description, extra }: PageEmptyStateProps) {
  return (
    <section className="rifa-page">
      <PageTitle>{title}</PageTitle>
      <div className="rifa-page__empty">
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <span className="rifa-page__empty-text">
              <Tag color="gold" variant="filled">
                {es.common.comingSoon}
              </Tag>
              <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>
            </span>
          }
        >
          {extra}
        </Empty>
      </div>
    </section>
  );
}
