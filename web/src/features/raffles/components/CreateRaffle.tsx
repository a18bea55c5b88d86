import { useMemo } from 'react';
import { Alert, App, Card, Skeleton, Space, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api/client';
import { formatCount } from '../../../lib/format';
import { errorMessage } from '../../../lib/form-errors';
import { es } from '../../../locales/es';
import { usePaymentMethods } from '../../payment-methods';
import { useMyPermissions, useMyPlan, type Permissions, type Plan } from '../../plans';
import { useCreateRaffle, useUploadRaffleImage } from '../api/raffle-queries';
import { RaffleForm } from './RaffleForm';
import {
  DEFAULT_RESERVATION_MINUTES,
  planRestrictions,
  toRaffleInput,
  type RaffleFormValues,
} from '../raffle-form';

/** Where plans are shown and chosen: the profile's plan section ('Elegir plan' → pago móvil). */
const PLANS_PATH = '/app/profile#plan';

/** A refusal of the plan (`403 plan_forbids_private`, `plan_ticket_limit`…): another plan allows it. */
const isPlanRefusal = (error: unknown) => isApiError(error) && error.code.startsWith('plan_');

/** `422 no_payment_method`: the creator has no active payment method to be paid with. */
const isNoPaymentMethod = (error: unknown) =>
  isApiError(error) && error.code === 'no_payment_method';

const EMPTY: RaffleFormValues = {
  title: '',
  description: '',
  ticket_price: '',
  total_tickets: 100,
  lottery: undefined,
  end_date: '',
  tags: [],
  is_private: false,
  reservation_minutes: DEFAULT_RESERVATION_MINUTES,
  draw_at: '',
  unsold_rule: 'next_draw',
};

interface CreateRaffleProps {
  /** Where the new raffle is shown once saved (its page in the app, or the back-office). */
  afterCreate: (raffleId: string) => string;
  /** Where the creator adds a payment method (the profile, or the business's settings). */
  paymentMethodsPath: string;
}

/**
 * The create form within the current plan (and, without an active payment method, why the raffle
 * cannot be published yet and where to add one); then the image; then `afterCreate`'s page.
 */
export function CreateRaffle({ afterCreate, paymentMethodsPath }: CreateRaffleProps) {
  const t = es.createRaffle;
  const { message } = App.useApp();
  const navigate = useNavigate();
  const plan = useMyPlan();
  const permissions = useMyPermissions();
  const methods = usePaymentMethods();
  const create = useCreateRaffle();
  const upload = useUploadRaffleImage();

  const restrictions = useMemo(
    () => planRestrictions(plan.data?.plan, permissions.data, 'create'),
    [plan.data, permissions.data],
  );
  const initialValues = useMemo<RaffleFormValues>(
    // Without public raffles in the plan, the form starts on private (if that is allowed).
    () => ({
      ...EMPTY,
      is_private: restrictions.publicReason !== null && restrictions.privateReason === null,
    }),
    [restrictions.publicReason, restrictions.privateReason],
  );

  // Buyers pay with the creator's methods, so none active means the server will refuse to publish:
  // say so before anything is filled in (and after a refusal, should one be removed meanwhile).
  const noPaymentMethod =
    (methods.data !== undefined && methods.data.length === 0) || isNoPaymentMethod(create.error);

  if (plan.isPending || permissions.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;

  const submit = async (values: RaffleFormValues, image: File | null) => {
    let raffle;
    try {
      raffle = await create.mutateAsync(toRaffleInput(values));
    } catch {
      return; // create.error is shown by the form
    }
    if (image) {
      try {
        await upload.mutateAsync({ id: raffle.id, file: image });
      } catch (cause) {
        void message.warning(t.imageFailed(errorMessage(cause, es.errors.unexpected)));
      }
    }
    void message.success(t.created);
    void navigate(afterCreate(raffle.id));
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      {plan.data ? (
        <PlanCard plan={plan.data.plan} />
      ) : (
        <Alert type="warning" showIcon title={t.plan.loadError} />
      )}
      {restrictions.blocked ? (
        // Nothing to fill in: the plan allows no raffle now (the server counted them), and the way out.
        <Alert
          type="warning"
          showIcon
          title={restrictions.blocked}
          description={limitDetail(permissions.data)}
          data-testid="plan-blocked"
          action={
            <Link to={PLANS_PATH} data-testid="plan-blocked-link">
              {t.plan.seePlans}
            </Link>
          }
        />
      ) : null}
      {noPaymentMethod ? (
        <Alert
          type="warning"
          showIcon
          title={t.paymentMethod.missing}
          description={t.paymentMethod.why}
          data-testid="no-payment-method"
          action={
            <Link to={paymentMethodsPath} data-testid="no-payment-method-link">
              {t.paymentMethod.add}
            </Link>
          }
        />
      ) : null}
      {isPlanRefusal(create.error) ? (
        <Alert
          type="info"
          showIcon
          title={t.plan.otherPlans}
          data-testid="plan-refusal"
          action={<Link to={PLANS_PATH}>{t.plan.seePlans}</Link>}
        />
      ) : null}
      {restrictions.blocked ? null : (
        <Card>
          <RaffleForm
            key={String(initialValues.is_private)}
            mode="create"
            initialValues={initialValues}
            restrictions={restrictions}
            submitting={create.isPending || upload.isPending}
            error={create.error}
            submitLabel={t.submit}
            onSubmit={(values, image) => void submit(values, image)}
          />
        </Card>
      )}
    </Space>
  );
}

/** How many active raffles the plan allows and the caller has, when that is the limit reached. */
function limitDetail(permissions: Permissions | undefined): string | null {
  if (!permissions || permissions.max_active_raffles === null) return null;
  if (permissions.active_raffles < permissions.max_active_raffles) return null;
  return es.createRaffle.restrictions.limitDetail(
    permissions.active_raffles,
    permissions.max_active_raffles,
  );
}

/** The plan's limits in one sentence when the page opens, with the way to the plans. */
function PlanCard({ plan }: { plan: Plan }) {
  const t = es.createRaffle.plan;
  return (
    <Card size="small" data-testid="plan-card">
      <Space orientation="vertical" size={4}>
        <Typography.Text strong data-testid="plan-summary">
          {t.summary(plan.name, plan.max_active_raffles, formatCount(plan.max_tickets_per_raffle))}
        </Typography.Text>
        <Space wrap size={8}>
          <Tag color={plan.can_create_private ? 'green' : 'default'}>
            {plan.can_create_private ? t.privateIncluded : t.privateExcluded}
          </Tag>
          <Link to={PLANS_PATH} data-testid="plan-link">
            {t.seePlans}
          </Link>
        </Space>
      </Space>
    </Card>
  );
}
