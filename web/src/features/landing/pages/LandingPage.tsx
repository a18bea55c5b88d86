import { Card, Col, Row, Tag, Typography } from 'antd';
import {
  ArrowRightOutlined,
  FileImageOutlined,
  NumberOutlined,
  ShopOutlined,
  TeamOutlined,
  TrophyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router';
import { BrandMark } from '../../../components/BrandMark';
import { ButtonLink } from '../../../components/ButtonLink';
import { es } from '../../../locales/es';
import { TicketIllustration } from '../components/TicketIllustration';
import '../landing.css';

const t = es.landing;
const stepIcons = [
  <NumberOutlined key="n" />,
  <FileImageOutlined key="f" />,
  <TrophyOutlined key="t" />,
];
const audienceIcons = [
  <UserOutlined key="u" />,
  <TeamOutlined key="t" />,
  <ShopOutlined key="s" />,
];

export default function LandingPage() {
  return (
    <div className="rifa-landing">
      <title>{`${es.app.name} · ${t.heroTitle}`}</title>
      <header className="rifa-landing__header">
        <nav className="rifa-container rifa-landing__bar" aria-label={t.navLabel}>
          <Link to="/" aria-label={es.nav.home} className="rifa-landing__logo">
            <BrandMark size={36} />
          </Link>
          <div className="rifa-landing__nav">
            <ButtonLink type="text" to="/login">
              {es.common.signIn}
            </ButtonLink>
            <ButtonLink type="primary" to="/register">
              {es.common.signUp}
            </ButtonLink>
          </div>
        </nav>
      </header>

      <main>
        <section className="rifa-hero">
          <div className="rifa-container">
            <Row gutter={[48, 40]} align="middle">
              <Col xs={24} lg={13}>
                <span className="rifa-hero__eyebrow">{t.heroEyebrow}</span>
                <Typography.Title level={1} className="rifa-hero__title">
                  {t.heroTitle}
                </Typography.Title>
                <p className="rifa-hero__text">{t.heroText}</p>
                <div className="rifa-hero__actions">
                  <ButtonLink type="primary" size="large" to="/register" className="rifa-hero__cta">
                    {t.ctaRegister}
                  </ButtonLink>
                  <ButtonLink
                    size="large"
                    to="/app/timeline"
                    className="rifa-hero__secondary"
                    icon={<ArrowRightOutlined />}
                    iconPlacement="end"
                  >
                    {t.ctaTimeline}
                  </ButtonLink>
                </div>
                <p className="rifa-hero__login">
                  {t.ctaLoginPrefix} <Link to="/login">{t.ctaLogin}</Link>
                </p>
              </Col>
              <Col xs={24} lg={11}>
                <TicketIllustration />
              </Col>
            </Row>
          </div>
        </section>

        <section className="rifa-section" aria-labelledby="como-funciona">
          <div className="rifa-container">
            <Typography.Title level={2} id="como-funciona" className="rifa-section__title">
              {t.howTitle}
            </Typography.Title>
            <p className="rifa-section__subtitle">{t.howSubtitle}</p>
            <ol className="rifa-steps">
              {t.steps.map((step, index) => (
                <li key={step.title} className="rifa-steps__item">
                  <Card variant="borderless" className="rifa-steps__card">
                    <div className="rifa-steps__head">
                      <span className="rifa-steps__number" aria-hidden="true">
                        {index + 1}
                      </span>
                      <span className="rifa-steps__icon" aria-hidden="true">
                        {stepIcons[index]}
                      </span>
                    </div>
                    <Typography.Title level={3} className="rifa-steps__title">
                      {step.title}
                    </Typography.Title>
                    <p className="rifa-steps__text">{step.text}</p>
                  </Card>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section className="rifa-section rifa-section--tinted" aria-labelledby="loterias">
          <div className="rifa-container">
            <Row gutter={[48, 32]} align="middle">
              <Col xs={24} lg={11}>
                <Typography.Title level={2} id="loterias" className="rifa-section__title">
                  {t.lotteriesTitle}
                </Typography.Title>
                <p className="rifa-section__subtitle rifa-section__subtitle--left">
                  {t.lotteriesText}
                </p>
                <ul className="rifa-lotteries" aria-label={t.lotteriesTitle}>
                  {t.lotteries.map((name) => (
                    <li key={name}>
                      <Tag className="rifa-lotteries__tag" icon={<TrophyOutlined />}>
                        {name}
                      </Tag>
                    </li>
                  ))}
                </ul>
              </Col>
              <Col xs={24} lg={13}>
                <ul className="rifa-digits">
                  {t.digitRules.map((rule) => (
                    <li key={rule.size} className="rifa-digits__item">
                      <span className="rifa-digits__size">{rule.size}</span>
                      <span className="rifa-digits__range">{rule.range}</span>
                      <span className="rifa-digits__rule">{rule.rule}</span>
                    </li>
                  ))}
                </ul>
              </Col>
            </Row>
          </div>
        </section>

        <section className="rifa-section" aria-labelledby="para-quien">
          <div className="rifa-container">
            <Typography.Title level={2} id="para-quien" className="rifa-section__title">
              {t.audienceTitle}
            </Typography.Title>
            <Row gutter={[24, 24]} className="rifa-audience">
              {t.audience.map((item, index) => (
                <Col xs={24} md={8} key={item.title}>
                  <Card variant="borderless" className="rifa-audience__card">
                    <span className="rifa-audience__icon" aria-hidden="true">
                      {audienceIcons[index]}
                    </span>
                    <Typography.Title level={3} className="rifa-audience__title">
                      {item.title}
                    </Typography.Title>
                    <p className="rifa-audience__text">{item.text}</p>
                  </Card>
                </Col>
              ))}
            </Row>
            <p className="rifa-audience__business">
              <Link to="/business/login">
                {t.businessLink} <ArrowRightOutlined />
              </Link>
            </p>
          </div>
        </section>

        <section className="rifa-final" aria-labelledby="empieza">
          <div className="rifa-container rifa-final__inner">
            <Typography.Title level={2} id="empieza" className="rifa-final__title">
              {t.finalTitle}
            </Typography.Title>
            <p className="rifa-final__text">{t.finalText}</p>
            <div className="rifa-hero__actions rifa-final__actions">
              <ButtonLink size="large" to="/register" className="rifa-final__cta">
                {t.ctaRegister}
              </ButtonLink>
              <ButtonLink size="large" ghost to="/login">
                {es.common.signIn}
              </ButtonLink>
            </div>
          </div>
        </section>
      </main>

      <footer className="rifa-landing__footer">
        <div className="rifa-container rifa-landing__footer-inner">
          <BrandMark size={24} />
          <span>{t.footer}</span>
          <nav className="rifa-landing__footer-links" aria-label={t.footerNavLabel}>
            <Link to="/app/timeline">{es.nav.timeline}</Link>
            <Link to="/login">{es.common.signIn}</Link>
            <Link to="/register">{es.common.signUp}</Link>
            <Link to="/business/login">{t.businessLink}</Link>
          </nav>
        </div>
      </footer>
    </div>
  );
}
