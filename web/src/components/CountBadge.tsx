import type { ReactNode } from 'react';
import { Badge } from 'antd';

interface CountBadgeProps {
  /** The badge's text (formatBadgeCount), or null for none. */
  count: string | null;
  size?: 'small' | 'default';
  testId: string;
  /** What the count sits on (an icon); none for a count on its own. */
  children?: ReactNode;
}

/**
 * A count on an icon or a menu entry: antd's Badge only while there is a count. At zero a Badge
 * still mounts its motion, whose first layout effect re-renders it in the same task as the shell's
 * commit (issue 14: Total Blocking Time on every page).
 */
export function CountBadge({ count, size, testId, children }: CountBadgeProps) {
  if (!count) return children ?? null;
  return (
    <Badge count={count} size={size} data-testid={testId}>
      {children}
    </Badge>
  );
}
