import type { ThemeConfig } from 'antd';

/** The site's antd theme: one place for colours, radius and fonts. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1f5fbf',
    colorLink: '#1f5fbf',
    borderRadius: 8,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', 'Helvetica Neue', Arial, sans-serif",
  },
};
