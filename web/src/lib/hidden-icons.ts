import type { ForwardRefRenderFunction, ReactElement, ReactNode } from 'react';
import { CloseOutlined } from '@ant-design/icons';

/**
 * antd's icons are decoration, hidden from screen readers (issue 35). @ant-design/icons renders each
 * as `<span role="img" aria-label="thunderbolt">`: a button with an icon and a text was read
 * "thunderbolt Al azar", and antd's own controls lent theirs ("plus", "up"). The component every
 * outlined and filled icon renders (antd's included) is wrapped once, here, so each of them is
 * `aria-hidden` (no role, no name) unless it was given an `aria-label` of its own. Icon-only buttons carry their
 * Spanish name on the button. Imported for its effect by the app's providers and the prerenderers.
 * (The two-tone icons use another component; the app has none.)
 *
 * That component is reached through an icon (an icon renders it with its own definition): it is
 * then the one antd uses whichever build of @ant-design/icons was loaded (ES modules in the
 * browser, CommonJS in Node for the prerenderers and the tests).
 */
type IconProps = { role?: string; 'aria-label'?: string; 'aria-hidden'?: boolean };
type Render = ForwardRefRenderFunction<HTMLSpanElement, IconProps>;

type Rendered = { render?: (props: object, ref: null) => ReactElement };
const iconComponent = (CloseOutlined as unknown as Rendered).render?.({}, null).type;
const icon = (iconComponent ?? {}) as { render?: Render & { hidesIcons?: true } };
const render = icon.render;
if (typeof render !== 'function') {
  throw new Error('@ant-design/icons: the icon component is no longer a forwardRef');
}
if (!render.hidesIcons) {
  const hidden: Render & { hidesIcons?: true } = (props, ref): ReactNode =>
    render(
      props['aria-label'] === undefined
        ? { ...props, role: undefined, 'aria-label': undefined, 'aria-hidden': true }
        : props,
      ref,
    );
  hidden.hidesIcons = true;
  icon.render = hidden;
}
