/**
 * /market (ours, issue 33): the price board (行情) — a day's trades per variety × grade × length from the market_days
 * rollup, filtered and sorted in the URL; a row opens the variety's page.
 */
import { errorMessage, marketKeys } from '@huashi/api';
import { MARKET_MESSAGES } from '@huashi/domain';
import { MarketBoard, Page } from '@huashi/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { market } from '../../session';
import { useUrlState } from '../../urlState';
import { gradeOf, marketCodec, marketVarietyHref } from './marketUrls';
import { marketRowViews } from './marketViewModels';

export function MarketPage() {
  const [, navigate] = useLocation();
  const [view, setView] = useUrlState(marketCodec);
  const input = { day: view.day ?? '', form: view.form ?? '', grade: view.grade || undefined, q: view.q, sort: view.sort };
  const query = useQuery({
    queryKey: marketKeys.prices(input),
    queryFn: ({ signal }) => market.prices(input, signal),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  return (
    <Page width="narrow" gutter="lg" title={MARKET_MESSAGES.title} description={MARKET_MESSAGES.description}>
      <MarketBoard
        day={data?.day ?? ''}
        notToday={Boolean(data && !view.day && data.day !== data.today)}
        forms={data?.forms ?? []}
        rows={data ? marketRowViews(data.rows) : undefined}
        loadError={query.isError && !data ? errorMessage(query.error) : undefined}
        onRetry={() => void query.refetch()}
        filter={{ form: view.form, grade: view.grade, q: view.q, sort: view.sort }}
        onFilterChange={(filter) => setView({ ...view, ...filter, grade: gradeOf(filter.grade) })}
        hrefOf={(row) => marketVarietyHref(row.flwCode, row.levelName, row.lengthCode)}
        onNavigate={navigate}
      />
    </Page>
  );
}
