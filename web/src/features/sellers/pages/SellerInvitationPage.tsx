import { Alert, App, Button, Card, Result, Skeleton, Space, Typography } from 'antd';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ButtonLink } from '../../../components/ButtonLink';
import { PageTitle } from '../../../components/PageTitle';
import { isApiError } from '../../../lib/api/client';
import { useAuth } from '../../../lib/auth-context';
import { errorMessage } from '../../../lib/form-errors';
import { signInPath } from '../../../lib/sign-in-return';
import { es } from '../../../locales/es';
import { useAnswerInvitation, useSellerInvitation } from '../api/sellers';
import { blockText, commissionText } from '../seller-text';

const t = es.sellers.invitation;

/**
 * /app/invitation/:token (and the first links' /app/seller-invitation/:token): what the invitation
 * offers; signed in, accept or decline it; signed out, sign up (or in) and come back here to accept
 * it.
 */
export default function SellerInvitationPage() {
  const { token = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user } = useAuth();
  const { message } = App.useApp();
  const invitation = useSellerInvitation(token);
  const answer = useAnswerInvitation(token);

  let content;
  if (invitation.isPending) content = <Skeleton active />;
  else if (invitation.isError)
    content = (
      <Result
        status={isApiError(invitation.error) && invitation.error.status === 404 ? '404' : 'error'}
        title={
          isApiError(invitation.error) && invitation.error.status === 404
            ? t.notFound
            : es.sellers.loadError
        }
      />
    );
  else {
    const inv = invitation.data;
    // One link for every role (issue 36): a raffle's seller, or a business's cashier, whose place
    // is the back-office.
    const cashier = inv.role === 'cashier';
    const respond = (choice: 'accept' | 'decline') =>
      void answer
        .mutateAsync(choice)
        .then(() => {
          if (choice === 'accept') {
            void message.success(cashier ? es.cashierInvitations.accepted : t.accepted);
            void navigate(cashier ? '/business' : '/app/selling');
          } else void invitation.refetch();
        })
        .catch((cause: unknown) => message.error(errorMessage(cause, es.errors.unexpected)));
    content = (
      <Card data-testid="seller-invitation">
        {inv.role === 'cashier' ? (
          <>
            <Typography.Paragraph strong>
              {es.cashierInvitations.pageText(inv.business_name)}
            </Typography.Paragraph>
            <Typography.Paragraph>{es.cashierInvitations.pageDetail}</Typography.Paragraph>
          </>
        ) : (
          <>
            <Typography.Paragraph strong>
              {t.text(inv.creator_name, inv.raffle_title)}
            </Typography.Paragraph>
            <Typography.Paragraph>
              {commissionText(inv)} · {blockText(inv.block)}
            </Typography.Paragraph>
          </>
        )}
        {!inv.open ? (
          <Alert
            type="info"
            showIcon
            title={inv.status === 'declined' ? t.declinedText : t.closed}
          />
        ) : user ? (
          <Space wrap>
            <Button
              type="primary"
              loading={answer.isPending}
              onClick={() => respond('accept')}
              data-testid="accept-invitation"
            >
              {t.accept}
            </Button>
            <Button onClick={() => respond('decline')} disabled={answer.isPending}>
              {t.decline}
            </Button>
          </Space>
        ) : (
          <Space orientation="vertical">
            <Typography.Text>{t.signInFirst}</Typography.Text>
            <Space wrap>
              <ButtonLink type="primary" to={signInPath(pathname, '/register')}>
                {t.register}
              </ButtonLink>
              <ButtonLink to={signInPath(pathname)}>{t.login}</ButtonLink>
            </Space>
          </Space>
        )}
      </Card>
    );
  }

  return (
    <section className="rifa-page rifa-sellers">
      <PageTitle>
        {invitation.data?.role === 'cashier' ? es.cashierInvitations.pageTitle : t.title}
      </PageTitle>
      {content}
    </section>
  );
}
