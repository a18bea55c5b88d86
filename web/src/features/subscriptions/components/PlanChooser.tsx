import { useState } from 'react';
import { Alert, Button, Card, Radio, Skeleton, Space, Typography } from 'antd';
import { errorMessage } from '../../../lib/form-errors';
import { PlanDescription } from '../../../components/PlanDescription';
import { es } from '../../../locales/es';
import { useMyPlan, usePlans } from '../../plans';
import { useSubscribe } from '../api/subscriptions';
import type { Subscription } from '../subscription';

interface PlanChooserProps {
  /** The slug to start on (`?plan=negocio`, or the pending subscription's plan). */
  preselected: string | null;
  /** The subscription waiting for its payment, which a new choice replaces. */
  pending: Subscription | null;
  /** After the new pending subscription was created. */
  onChosen: () => void;
  /** Back to the pending subscription without changing it (shown only with one). */
  onKeep?: () => void;
}

/**
 * The paid plans to subscribe to, cheapest first, each with what it allows and the current one
 * marked; 'Continuar con …' creates the pending subscription (`POST /subscriptions`).
 */
export function PlanChooser({ preselected, pending, onChosen, onKeep }: PlanChooserProps) {
  const t = es.subscriptions.choose;
  const plans = usePlans();
  const myPlan = useMyPlan();
  const subscribe = useSubscribe();
  const paid = (plans.data?.data ?? []).filter((plan) => plan.price > 0);
  const [chosen, setChosen] = useState<string | null>(null);
  const selected =
    paid.find((plan) => plan.id === chosen) ??
    paid.find((plan) => plan.slug === preselected) ??
    null;

  if (plans.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (plans.isError) return <Alert type="warning" showIcon title={t.plansError} />;
  if (paid.length === 0) return <Alert type="info" showIcon title={t.none} />;

  const currentId = myPlan.data?.subscription ? myPlan.data.plan.id : null;
  return (
    <Card
      data-testid="plan-chooser"
      title={
        <Typography.Title level={2} className="rifa-section-title">
          {t.title}
        </Typography.Title>
      }
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t.hint}</Typography.Text>
        {pending ? <Alert type="info" showIcon title={t.replaces(pending.plan.name)} /> : null}
        <Radio.Group
          aria-label={t.groupLabel}
          value={selected?.id ?? null}
          onChange={(event) => setChosen(event.target.value as string)}
          className="rifa-plan-choice"
        >
          {paid.map((plan) => (
            <Radio key={plan.id} value={plan.id} className="rifa-plan-choice__option">
              <span data-testid={`choose-${plan.slug}`}>
                <PlanDescription
                  plan={plan}
                  currentLabel={plan.id === currentId ? t.current : null}
                />
              </span>
            </Radio>
          ))}
        </Radio.Group>
        {subscribe.error ? (
          <Alert
            type="error"
            showIcon
            title={errorMessage(subscribe.error, es.errors.unexpected)}
            data-testid="subscribe-error"
          />
        ) : null}
        <Space wrap>
          <Button
            type="primary"
            size="large"
            disabled={selected === null}
            loading={subscribe.isPending}
            onClick={() => selected && subscribe.mutate(selected.id, { onSuccess: onChosen })}
          >
            {selected ? t.continue(selected.name) : t.title}
          </Button>
          {pending && onKeep ? (
            <Button size="large" onClick={onKeep}>
              {t.keep(pending.plan.name)}
            </Button>
          ) : null}
        </Space>
      </Space>
    </Card>
  );
}
