import type { Preview } from '@storybook/react-vite';
import type { RunOptions } from 'axe-core';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { withHuashiTheme } from '../packages/ui/src/theme/decorator';

/**
 * Axe's run options, plus the impacts that fail a story. axe-core hands unknown options back in its
 * results (`toolOptions`), and the addon's `toHaveNoViolations` matcher fails only on violations of
 * these impacts (issue 14: 0 serious or critical on every story); lesser ones still show in the panel.
 */
const a11yOptions: RunOptions & { impactLevels: readonly ('serious' | 'critical')[] } = {
  impactLevels: ['serious', 'critical'],
};

/**
 * The viewports a story can ask for (`globals: { viewport: { value: … } }`): Storybook's phones and tablet, plus the
 * narrowest laptop screen the staff desks must work on (issue 26: 1024 × 768). A story test runs at its viewport
 * (without one, 1200 × 900).
 */
const viewports = {
  ...MINIMAL_VIEWPORTS,
  desk1024: { name: '桌面 1024 × 768', styles: { width: '1024px', height: '768px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  decorators: [withHuashiTheme],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    viewport: { options: viewports },
    // 'error': a story test fails on a violation (the addon's default, 'todo', only warns).
    a11y: { test: 'error', options: a11yOptions },
  },
};

export default preview;
