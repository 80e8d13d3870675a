import type { Preview } from '@storybook/react-vite';
import { withHuashiTheme } from '../packages/ui/src/theme/decorator';

const preview: Preview = {
  decorators: [withHuashiTheme],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
