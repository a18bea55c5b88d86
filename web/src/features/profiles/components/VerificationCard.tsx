import { useEffect, useState } from 'react';
import { Alert, Button, Card, Typography } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { es } from '../../../locales/es';

type Status = 'not_requested' | 'requesting' | 'pending';

/** Where this browser remembers a user's request (one key per user: a shared device stays honest). */
const verificationKey = (userId: string) => `rifa-verification-requested:${userId}`;

function readRequested(userId: string): boolean {
  try {
    return window.localStorage.getItem(verificationKey(userId)) !== null;
  } catch {
    return false;
  }
}

function writeRequested(userId: string): void {
  try {
    window.localStorage.setItem(verificationKey(userId), new Date().toISOString());
  } catch {
    // Storage may be unavailable (private mode): the request then lasts for this page only.
  }
}

/**
 * The identity-verification placeholder (spec §4): there is no verification service yet, so the
 * request is the spec's client simulation (not_requested → pending after a second), remembered in
 * this browser for this user, and the card says plainly that nobody reviews it yet.
 */
export function VerificationCard({ userId, verified }: { userId: string; verified: boolean }) {
  const t = es.profile.verification;
  const [status, setStatus] = useState<Status>(() =>
    readRequested(userId) ? 'pending' : 'not_requested',
  );

  useEffect(() => {
    if (status !== 'requesting') return;
    const timer = window.setTimeout(() => {
      writeRequested(userId);
      setStatus('pending');
    }, 1000);
    return () => window.clearTimeout(timer);
  }, [status, userId]);

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
          <Typography.Paragraph type="secondary">{t.notAvailable}</Typography.Paragraph>
          <Button loading={status === 'requesting'} onClick={() => setStatus('requesting')}>
            {t.request}
          </Button>
        </>
      )}
    </Card>
  );
}
