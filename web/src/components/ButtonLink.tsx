import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useHref, useLinkClickHandler, type To } from 'react-router';

type ButtonLinkProps = Omit<ButtonProps, 'href' | 'onClick' | 'htmlType'> & { to: To };

/**
 * An antd Button that is a real link (<a href>) navigating inside the SPA: a link for assistive
 * technology and for "open in new tab", the look of a button for everyone else.
 */
export function ButtonLink({ to, ...props }: ButtonLinkProps) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button
      {...props}
      href={href}
      onClick={(event: MouseEvent<HTMLElement>) => {
        handleClick(event as MouseEvent<HTMLAnchorElement>);
      }}
    />
  );
}
