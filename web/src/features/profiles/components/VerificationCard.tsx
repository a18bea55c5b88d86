import { useEffect, useState } from 'react';
import { Alert, Button, Card, Typography } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { es } from '../../../locales/es';

type Status = 'not_requested' | 'requesting' | 'pending';

/**
 * The identity-verification placeholder (spec §4): there is no verification service yet, so the
 * request only lives in this page (not_requested → pending after a second), labelled as in review.
 */
export function VerificationCard({ verified }: { verified: boolean }) {
  const t = es.profile.verification;
  const [status, setStatus] = useState<Status>('not_requested');

  useEffect(() => {
    if (status !== 'requesting') return;
    const timer = window.setTimeout(() => setStatus('pending'), 1000);
    return () => window.clearTimeout(timer);
  }, [status]);

  return (
    <Card
      title={
        <Typography.Title level={2} className="rifa-section-title">
          <SafetyCertificateOutlined /> {t.title}
        </Typography.Title>
      }
      data-testid="verification"
      data-status={verified ? 'verified' : status === 'pending' ? 'pending' : 'not_requested'}
    >
      {verified ? (
        <Alert type="success" showIcon title={t.verifiedText} />
      ) : status === 'pending' ? (
        <Alert type="info" showIcon title={t.pending} description={t.pendingText} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t.notRequested}</Typography.Paragraph>
          <Button loading={status === 'requesting'} onClick={() => setStatus('requesting')}>
            {t.request}
          </Button>
        </>
      )}
    </Card>
  );
}
