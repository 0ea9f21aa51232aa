import type { ThemeConfig } from 'antd';

/** The site's antd theme: one place for colours, radius and fonts. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1f5fbf',
    colorLink: '#1f5fbf',
    colorInfo: '#1f5fbf',
    // antd lightens the primary colour on hover (white text on it falls under 4.5:1): darker instead.
    colorPrimaryHover: '#194f9f',
    colorPrimaryActive: '#143f7f',
    colorLinkHover: '#194f9f',
    colorLinkActive: '#143f7f',
    // antd's default secondary text is 3.4:1 on white; this meets the 4.5:1 minimum.
    colorTextDescription: '#5b6472',
    colorTextSecondary: '#5b6472',
    // antd's default reds are too faint on white for error text and danger actions.
    colorError: '#b42318',
    borderRadius: 8,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', 'Helvetica Neue', Arial, sans-serif",
  },
};
