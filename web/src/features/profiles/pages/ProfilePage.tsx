import { useState } from 'react';
import { Button, Card, Descriptions, Rate, Skeleton, Space, Tag, Typography } from 'antd';
import { CheckCircleFilled, EditOutlined, LogoutOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../lib/auth-context';
import { dayjs } from '../../../lib/dayjs';
import { es } from '../../../locales/es';
import { formatDecimal } from '../../../lib/format';
import { AccountCard } from '../components/AccountCard';
import { AvatarEditor } from '../components/AvatarEditor';
import { EmailNotificationsCard } from '../components/EmailNotificationsCard';
import { ExchangeRateCard } from '../components/ExchangeRateCard';
import { PaymentMethodsSection } from '../../payment-methods';
import { SellingCard } from '../components/SellingCard';
import { ProfileEditForm } from '../components/ProfileEditForm';
import { PlanSection } from '../components/PlanSection';
import { VerificationCard } from '../components/VerificationCard';
import { PageTitle } from '../../../components/PageTitle';

/** /app/profile (spec §3, §4): the profile, its edit form, verification and payment methods. */
export default function ProfilePage() {
  const t = es.profile;
  const { profile } = useAuth();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);

  const signOut = async () => {
    const { authClient } = await import('../../../lib/auth-client');
    await authClient.signOut();
    void navigate('/', { replace: true });
  };

  return (
    <section className="rifa-page rifa-profile">
      <PageTitle>{t.title}</PageTitle>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Card data-testid="profile-card">
          {profile === null ? (
            <Skeleton avatar active />
          ) : (
            <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
              <AvatarEditor profile={profile} />
              {editing ? (
                <ProfileEditForm profile={profile} onDone={() => setEditing(false)} />
              ) : (
                <>
                  <Space wrap align="center">
                    <Typography.Title
                      level={2}
                      className="rifa-section-title"
                      data-testid="profile-name"
                    >
                      {profile.name}
                    </Typography.Title>
                    {profile.is_verified ? (
                      <Tag color="blue" icon={<CheckCircleFilled />} data-testid="verified-mark">
                        {t.verified}
                      </Tag>
                    ) : (
                      <Tag>{t.notVerified}</Tag>
                    )}
                  </Space>
                  <Descriptions column={1} size="small">
                    <Descriptions.Item label={t.emailLabel}>{profile.email}</Descriptions.Item>
                    <Descriptions.Item label={t.phoneLabel}>
                      <span data-testid="profile-phone">{profile.phone ?? t.noPhone}</span>
                    </Descriptions.Item>
                    <Descriptions.Item label={t.bioLabel}>
                      <span data-testid="profile-bio">{profile.bio ?? t.noBio}</span>
                    </Descriptions.Item>
                    <Descriptions.Item label={t.rating}>
                      <Space wrap size={[8, 0]}>
                        {/* The rating said in words; the stars (five unnamed radios) hidden. */}
                        <span className="rifa-visually-hidden">
                          {es.raffleDetail.rating(formatDecimal(profile.rating, 1))}
                        </span>
                        <Rate disabled allowHalf value={profile.rating} aria-hidden="true" />
                        <Typography.Text type="secondary" className="rifa-nowrap">
                          {t.ratingCount(profile.rating_count)}
                        </Typography.Text>
                      </Space>
                    </Descriptions.Item>
                  </Descriptions>
                  <Typography.Text type="secondary">
                    {t.joined(dayjs(profile.joined_date).format('D [de] MMMM [de] YYYY'))}
                  </Typography.Text>
                  <Space wrap>
                    <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
                      {t.edit}
                    </Button>
                    <Button icon={<LogoutOutlined />} onClick={() => void signOut()}>
                      {es.common.signOut}
                    </Button>
                  </Space>
                </>
              )}
            </Space>
          )}
        </Card>
        <SellingCard />
        {profile ? <VerificationCard userId={profile.id} verified={profile.is_verified} /> : null}
        {profile ? <EmailNotificationsCard profile={profile} /> : null}
        <PaymentMethodsSection />
        {profile ? <ExchangeRateCard profile={profile} /> : null}
        <PlanSection />
        {profile ? <AccountCard /> : null}
      </Space>
    </section>
  );
}
