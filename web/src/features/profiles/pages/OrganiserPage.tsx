import { Avatar, Button, Card, Col, Result, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ButtonLink } from '../../../components/ButtonLink';
import { isApiError } from '../../../lib/api/client';
import { formatDate } from '../../../lib/format';
import { es } from '../../../locales/es';
import { publicProfileQuery, type PublicProfile } from '../api/organiser';
import { OrganiserRaffles } from '../components/OrganiserRaffles';
import { OrganiserRecord } from '../components/OrganiserRecord';
import { RatingsList } from '../components/RatingsList';
import '../organiser.css';

/** /app/users/:id: an organiser's record, the ratings they received and their public raffles. */
export default function OrganiserPage() {
  const t = es.organiser;
  const { id = '' } = useParams();
  const profile = useQuery(publicProfileQuery(id));
  let content;
  if (profile.isPending) content = <Skeleton avatar active paragraph={{ rows: 6 }} />;
  else if (profile.isError)
    content =
      isApiError(profile.error) && profile.error.status === 404 ? (
        <Result
          status="404"
          title={t.notFoundTitle}
          subTitle={t.notFoundText}
          extra={<ButtonLink to="/app/timeline">{t.toTimeline}</ButtonLink>}
        />
      ) : (
        <Result
          status="error"
          title={t.loadError}
          subTitle={profile.error.message}
          extra={<Button onClick={() => void profile.refetch()}>{t.retry}</Button>}
        />
      );
  else content = <Organiser profile={profile.data} />;
  return (
    <section className="rifa-page rifa-organiser">
      <title>{`${profile.data?.name ?? t.title} · ${es.app.name}`}</title>
      {content}
    </section>
  );
}

function Organiser({ profile }: { profile: PublicProfile }) {
  const t = es.organiser;
  const avatar = profile.avatar_thumb_url ?? profile.avatar_url;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card data-testid="organiser-card">
        <div className="rifa-organiser__head">
          <Avatar
            size={64}
            src={avatar ?? undefined}
            alt=""
            style={{ background: 'var(--rifa-primary)', flex: 'none' }}
          >
            {profile.name.slice(0, 1).toUpperCase()}
          </Avatar>
          <div className="rifa-organiser__who">
            <Typography.Text type="secondary">{t.title}</Typography.Text>
            <Typography.Title level={1} className="rifa-organiser__name" style={{ margin: 0 }}>
              {profile.name}
            </Typography.Title>
            <Space wrap size={6}>
              {profile.is_verified ? (
                <Tag color="blue" icon={<CheckCircleFilled />}>
                  {t.verified}
                </Tag>
              ) : (
                <Tag>{t.notVerified}</Tag>
              )}
              <Typography.Text type="secondary">
                {t.joined(formatDate(profile.joined_date))}
              </Typography.Text>
            </Space>
          </div>
        </div>
        {profile.bio ? (
          <Typography.Paragraph className="rifa-organiser__bio">{profile.bio}</Typography.Paragraph>
        ) : null}
        <OrganiserRecord record={profile} />
      </Card>
      {/* One column on a phone; the ratings beside the raffles on a desktop. */}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card size="small" title={t.ratingsTitle}>
            <RatingsList userId={profile.id} />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card size="small" title={t.rafflesTitle}>
            <OrganiserRaffles userId={profile.id} />
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
