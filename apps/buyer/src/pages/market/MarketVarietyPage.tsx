/**
 * /market/variety?flw=… (ours, issue 33): a variety's price page — its 30- or 90-day history as a chart (uPlot, loaded
 * only with this page: `@huashi/ui/chart`), by grade and length, the same week last year where data exists, and today's
 * open lots with 去购买 (the product page in the lot's session).
 */
import { errorMessage, marketKeys } from '@huashi/api';
import { fenOf, lengthLabel, MARKET_MESSAGES } from '@huashi/domain';
import { Card, EmptyState, MarketHistoryPanel, MarketLots, Page, Skeleton } from '@huashi/ui';
import { PriceChart } from '@huashi/ui/chart';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { BackButton } from '../../BackButton';
import { market } from '../../session';
import { useUrlState } from '../../urlState';
import { gradeOf, MARKET_PATH, marketVarietyCodec } from './marketUrls';
import { marketLotViews, marketPointViews } from './marketViewModels';

export function MarketVarietyPage() {
  const [, navigate] = useLocation();
  const [view, setView] = useUrlState(marketVarietyCodec);
  const input = { variety: view.flw, grade: view.grade || undefined, length: view.length, days: view.days };
  const query = useQuery({
    queryKey: marketKeys.history(input),
    queryFn: ({ signal }) => market.history(input, signal),
    placeholderData: keepPreviousData,
    enabled: view.flw !== '',
  });
  const data = query.data;
  const back = <BackButton to={MARKET_PATH}>返回行情</BackButton>;
  if (view.flw === '' || (query.isError && !data)) {
    const missing = view.flw === '';
    return (
      <Page width="narrow" gutter="lg" title={MARKET_MESSAGES.title} actions={back}>
        <EmptyState
          text={missing ? MARKET_MESSAGES.varietyMissing : errorMessage(query.error)}
          onRetry={missing ? undefined : () => void query.refetch()}
        />
      </Page>
    );
  }
  const which = [view.grade && `${view.grade}级`, view.length && lengthLabel(view.length)].filter(Boolean).join(' ');
  return (
    <Page width="narrow" gutter="lg" title={data ? `${data.name} 行情` : MARKET_MESSAGES.title} description={data?.form} actions={back}>
      <MarketHistoryPanel
        span={view.days}
        onSpanChange={(days) => setView({ ...view, days }, { replace: true })}
        grades={data?.grades ?? []}
        grade={view.grade}
        onGradeChange={(grade) => setView({ ...view, grade: gradeOf(grade) }, { replace: true })}
        lengths={data?.lengths ?? []}
        length={view.length}
        onLengthChange={(length) => setView({ ...view, length }, { replace: true })}
        lastYear={data ? data.lastYear && { ...data.lastYear, avgBundleFen: fenOf(data.lastYear.avgBundle) } : undefined}
      >
        {data ? (
          <PriceChart points={marketPointViews(data.points)} title={`${data.name}${which ? ` ${which}` : ''} 近${view.days}日`} />
        ) : (
          <Skeleton variant="text" lines={6} />
        )}
      </MarketHistoryPanel>
      <Card title="今日可买">
        {data ? <MarketLots lots={marketLotViews(data)} onNavigate={navigate} /> : <Skeleton variant="text" lines={3} />}
      </Card>
    </Page>
  );
}
