import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WeatherBadge } from './WeatherBadge';
import { marketTimes } from '../fixtures';

const meta = {
  title: 'Home/WeatherBadge',
  component: WeatherBadge,
  args: { weather: { code: '2', temperature: '14.2' }, now: marketTimes.at1145 },
} satisfies Meta<typeof WeatherBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithWeather: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('11月17日 星期二')).toBeInTheDocument();
    await expect(canvas.getByLabelText('天气')).toHaveTextContent('昆明 多云 14.2℃');
  },
};

/** The provider could not be reached: only the date shows. */
export const Unavailable: Story = {
  args: { weather: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByLabelText('天气')).toBeNull();
  },
};
