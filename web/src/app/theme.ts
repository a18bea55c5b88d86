import type { ThemeConfig } from 'antd';

/** Brand colours: a deep lottery red with a gold accent (the colours of a raffle ticket). */
export const brand = {
  primary: '#b3261e',
  primaryDark: '#7a1712',
  gold: '#f6b40e',
  ink: '#1f1a17',
  muted: '#6b605a',
  surface: '#fbf7f4',
} as const;

export const theme: ThemeConfig = {
  // A fixed key for the token variables' class, so the stylesheet extracted at build time
  // (scripts/antd-static-css.ts) and the app name the same one.
  cssVar: { key: 'rifa' },
  token: {
    colorPrimary: brand.primary,
    colorLink: brand.primary,
    colorInfo: '#1f5fbf',
    colorWarning: '#d48806',
    // Warning text (a hold's 'Vence en…'): 5.4:1 on white, 5.1:1 on the page (antd derives #d48806
    // itself, 2.9:1).
    colorWarningText: '#9a5c00',
    colorTextBase: brand.ink,
    // Secondary text, labels and danger text readable on a phone in the sun: WCAG AA (4.5:1) on the
    // page background and on white (antd's defaults measure 2.8:1 and 3.3:1).
    colorTextDescription: brand.muted,
    colorTextTertiary: brand.muted,
    // Placeholders (a Select's is text axe checks): 5.0:1 on white, lighter than a value's ink.
    colorTextPlaceholder: '#786e68',
    colorError: '#d9363e',
    colorBgLayout: brand.surface,
    borderRadius: 10,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: {
      lightSiderBg: '#ffffff',
      headerBg: '#ffffff',
      bodyBg: brand.surface,
    },
    Menu: {
      itemBorderRadius: 10,
      itemSelectedBg: '#fbe9e7',
      itemSelectedColor: brand.primary,
    },
  },
};
