import { WEATHER_CITY, marketDateLabel, weatherLabel } from '@huashi/domain';
import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { vars } from '../../../theme/vars';

export type WeatherBadgeProps = HTMLAttributes<HTMLDivElement> & {
  /** null when the weather is unavailable: that part hides (never an invented value). */
  weather: { code: string; temperature: string } | null;
  /** The market clock (epoch ms) for the date. */
  now: number;
};

const StyledBadge = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
`;

const StyledWeather = styled.span`
  padding: ${vars.space[0]} ${vars.space[2]};
  color: ${vars.color.info};
  background: ${vars.color.infoSoft};
  border-radius: ${vars.radius.pill};
`;

const CITY_NAME: Record<string, string> = { Kunming: '昆明' };

/** The date, and Kunming's weather when the provider answered. */
export function WeatherBadge({ weather, now, ...rest }: WeatherBadgeProps) {
  const label = weather ? weatherLabel(weather.code) : '';
  return (
    <StyledBadge {...rest}>
      <span>{marketDateLabel(now)}</span>
      {weather && (
        <StyledWeather aria-label="天气">
          {CITY_NAME[WEATHER_CITY] ?? WEATHER_CITY} {label} {weather.temperature}℃
        </StyledWeather>
      )}
    </StyledBadge>
  );
}
