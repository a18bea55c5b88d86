import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
import { Link } from 'react-router';
import { BrandMark } from '../../../components/BrandMark';
import { es } from '../../../locales/es';
import '../auth.css';

interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred card of the sign-in, sign-up and password screens. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <main className="rifa-centered-page rifa-auth">
      <title>{`${title} · ${es.app.name}`}</title>
      <Link to="/" className="rifa-auth__brand" aria-label={es.nav.home}>
        <BrandMark size={40} />
      </Link>
      <Card className="rifa-auth__card" variant="borderless">
        <Typography.Title level={1} className="rifa-auth__title">
          {title}
        </Typography.Title>
        <Typography.Paragraph type="secondary" className="rifa-auth__subtitle">
          {subtitle}
        </Typography.Paragraph>
        {children}
      </Card>
      {footer ? <div className="rifa-auth__footer">{footer}</div> : null}
    </main>
  );
}
