import type { Preview } from '@storybook/react-vite';
import type { RunOptions } from 'axe-core';
import { withHuashiTheme } from '../packages/ui/src/theme/decorator';

/**
 * Axe's run options, plus the impacts that fail a story. axe-core hands unknown options back in its
 * results (`toolOptions`), and the addon's `toHaveNoViolations` matcher fails only on violations of
 * these impacts (issue 14: 0 serious or critical on every story); lesser ones still show in the panel.
 */
const a11yOptions: RunOptions & { impactLevels: readonly ('serious' | 'critical')[] } = {
  impactLevels: ['serious', 'critical'],
};

const preview: Preview = {
  decorators: [withHuashiTheme],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // 'error': a story test fails on a violation (the addon's default, 'todo', only warns).
    a11y: { test: 'error', options: a11yOptions },
  },
};

export default preview;
