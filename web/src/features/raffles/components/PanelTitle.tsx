import type { ReactNode } from 'react';
import { Typography } from 'antd';

/** The heading of a raffle page's card ('Números', 'Cómo se elige el ganador', 'Lista sellada'…). */
export function PanelTitle({ children }: { children: ReactNode }) {
  return (
    <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
      {children}
    </Typography.Title>
  );
}
