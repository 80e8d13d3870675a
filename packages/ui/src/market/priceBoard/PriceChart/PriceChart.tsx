/**
 * A variety's price history as a chart: the average per 扎 as a line over the band between the day's lowest and
 * highest. Drawn with uPlot (1.6, canvas, ~20 KB gz — the smallest maintained charting library that draws a band; the
 * buyer app loads it only with the variety page, through `@huashi/ui/chart`, never through the package's barrel).
 *
 * Decisions:
 * - Deterministic for screenshots: no animation, no cursor or legend of uPlot's own, and no text drawn on the canvas
 *   (a canvas does not wait for the web font): the axis labels (highest and lowest price, first and last day) and
 *   the legend are HTML around it.
 * - Accessible: the figure is an image with a label that says the span, the latest average and the range in words.
 * - Its width follows its container (ResizeObserver); the first drawing is laid out before paint.
 */
import { monthDay } from '@huashi/domain';
import { useLayoutEffect, useRef, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { EmptyState } from '../../../primitives/EmptyState';
import { priceText } from '../../../primitives/Price';
import { numericText } from '../../../internal/numericText';
import { theme } from '../../../theme/theme';
import { vars } from '../../../theme/vars';
import type { MarketPointView } from '../types';

export type PriceChartProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** The days traded, oldest first. */
  points: readonly MarketPointView[];
  /** What is charted, for the label: "卡罗拉 A级 近30日". */
  title: string;
  /** The canvas height in px (default 200). */
  height?: number;
};

const StyledFigure = styled.figure`
  margin: ${vars.space[0]};
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-areas: 'y plot' '. x' 'legend legend';
  gap: ${vars.space[1]} ${vars.space[2]};
  ${numericText}
  font-size: ${vars.font.size.xs};
  color: ${vars.color.textMuted};
`;

const StyledY = styled.div`
  grid-area: y;
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  text-align: right;
`;

const StyledPlot = styled.div`
  grid-area: plot;
  min-width: 0;
  border-left: ${vars.size.borderWidth} solid ${vars.color.border};
  border-bottom: ${vars.size.borderWidth} solid ${vars.color.border};
`;

const StyledX = styled.div`
  grid-area: x;
  display: flex;
  justify-content: space-between;
`;

const StyledLegend = styled.figcaption`
  grid-area: legend;
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[4]};
  color: ${vars.color.textSecondary};
`;

const StyledKey = styled.span<{ $band?: boolean }>`
  display: inline-block;
  width: ${vars.space[4]};
  height: ${(p) => (p.$band ? vars.space[2] : vars.size.borderWidthStrong)};
  margin-right: ${vars.space[1]};
  vertical-align: middle;
  background: ${(p) => (p.$band ? vars.color.primarySoft : vars.color.primary)};
  border: ${(p) => (p.$band ? `${vars.size.borderWidth} solid ${vars.color.primaryBorder}` : 'none')};
`;

const DAY_SECONDS = 86_400;
const daySeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/** The chart's options for a width and height (colours are the theme's own values: a canvas cannot read CSS variables). */
function chartOptions(width: number, height: number, range: [number, number]): uPlot.Options {
  const line = theme.color.primary;
  const edge = theme.color.primaryBorder;
  return {
    width,
    height,
    legend: { show: false },
    cursor: { show: false },
    // The y range is the labels' (highest and lowest, yuan); one price only: ±10 % around it.
    scales: { x: { time: false }, y: { range: range[0] === range[1] ? [range[0] * 0.9, range[1] * 1.1] : range } },
    axes: [{ show: false }, { show: false }],
    series: [
      {},
      { stroke: edge, width: 1, points: { show: false } },
      { stroke: line, width: 2, points: { show: true, size: 5, fill: line, stroke: line } },
      { stroke: edge, width: 1, points: { show: false } },
    ],
    bands: [{ series: [1, 3], fill: theme.color.primarySoft }],
    padding: [8, 8, 8, 8],
  };
}

/** The days as uPlot's columns: x (days), highest, average, lowest (yuan). */
function chartData(points: readonly MarketPointView[]): uPlot.AlignedData {
  return [
    points.map((p) => daySeconds(p.day) / DAY_SECONDS),
    points.map((p) => p.perBundle.max / 100),
    points.map((p) => p.perBundle.avg / 100),
    points.map((p) => p.perBundle.min / 100),
  ];
}

export function PriceChart({ points, title, height = 200, ...rest }: PriceChartProps) {
  const plotRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<uPlot | null>(null);

  useLayoutEffect(() => {
    const target = plotRef.current;
    if (!target || points.length === 0) return;
    const range: [number, number] = [
      Math.min(...points.map((p) => p.perBundle.min)) / 100,
      Math.max(...points.map((p) => p.perBundle.max)) / 100,
    ];
    const chart = new uPlot(chartOptions(Math.max(1, target.clientWidth), height, range), chartData(points), target);
    chartRef.current = chart;
    const observer = new ResizeObserver(() => {
      const width = Math.max(1, target.clientWidth);
      if (width !== chart.width) chart.setSize({ width, height });
    });
    observer.observe(target);
    return () => {
      observer.disconnect();
      chart.destroy();
      chartRef.current = null;
    };
  }, [points, height]);

  if (points.length === 0) return <EmptyState text="这段时间暂无成交" />;
  const highest = Math.max(...points.map((p) => p.perBundle.max));
  const lowest = Math.min(...points.map((p) => p.perBundle.min));
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const label = `${title}价格走势：${monthDay(first.day)}至${monthDay(last.day)}，最近均价每扎${priceText(last.perBundle.avg)}，区间${priceText(lowest)}至${priceText(highest)}`;

  return (
    <StyledFigure role="img" aria-label={label} {...rest}>
      <StyledY aria-hidden="true">
        <span>{priceText(highest)}</span>
        <span>{priceText(lowest)}</span>
      </StyledY>
      <StyledPlot ref={plotRef} style={{ height }} />
      <StyledX aria-hidden="true">
        <span>{monthDay(first.day)}</span>
        <span>{monthDay(last.day)}</span>
      </StyledX>
      <StyledLegend aria-hidden="true">
        <span>
          <StyledKey />
          均价/扎
        </span>
        <span>
          <StyledKey $band />
          最低–最高
        </span>
      </StyledLegend>
    </StyledFigure>
  );
}
