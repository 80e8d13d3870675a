/** 今日概览's calls (issue 31), under the API base: the endpoints of ./contracts/adminDashboard. */
import type { ApiClient } from './client';
import { call, queryKey } from './endpoint';
import { adminDashboardRoutes as R } from './routes.generated';

/** The name of the dashboard stream's events (data: DashboardChangedEvent). */
export const DASHBOARD_CHANGED_EVENT = 'changed';

/** 今日概览 calls; the client carries the staff token (any working member). */
export function adminDashboardApi(client: ApiClient, baseURL: string) {
  return {
    figures: () => call(client, R.figures),
    ticket: () => call(client, R.ticket),
    /** The stream's URL for an EventSource (which cannot send the staff token: the ticket stands for it). */
    streamUrl: (ticket: string) => `${baseURL}${R.stream.path}?${new URLSearchParams({ ticket }).toString()}`,
  };
}
export type AdminDashboardApi = ReturnType<typeof adminDashboardApi>;

/** TanStack Query keys of 今日概览. */
export const adminDashboardKeys = {
  all: ['adminDashboard'] as const,
  figures: () => queryKey(R.figures),
};
