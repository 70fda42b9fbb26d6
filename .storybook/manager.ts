import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';

addons.setConfig({
  theme: create({
    base: 'dark',
    brandTitle: '星河影视 UI',
    appBg: '#0c0d11',
    appContentBg: '#17181f',
    barBg: '#17181f',
    colorSecondary: '#6694ff',
    fontBase: "'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',system-ui,sans-serif",
  }),
});
