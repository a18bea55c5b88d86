import { Alert, Card, Typography } from 'antd';
import type { Raffle } from '../../../lib/raffle';
import { es } from '../../../locales/es';
import { PanelTitle } from './PanelTitle';
import { drawRuleText } from '../draw-rule';

/**
 * 'Cómo se elige el ganador', before the grid: the rule fixed at creation in plain Spanish. A raffle
 * that may end without a winner says so prominently.
 */
export function DrawRule({ raffle }: { raffle: Raffle }) {
  const t = es.draw;
  const text = drawRuleText(raffle);
  return (
    <Card size="small" data-testid="draw-rule" title={<PanelTitle>{t.ruleTitle}</PanelTitle>}>
      {raffle.unsold_rule === 'void' ? (
        <Alert
          type="warning"
          showIcon
          title={t.voidTitle}
          description={text}
          data-testid="draw-rule-void"
        />
      ) : (
        <Typography.Paragraph style={{ margin: 0 }}>{text}</Typography.Paragraph>
      )}
    </Card>
  );
}
