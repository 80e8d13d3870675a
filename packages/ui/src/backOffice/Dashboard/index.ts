export { Dashboard } from './Dashboard';
export type { DashboardCardView, DashboardFigure, DashboardList, DashboardProps, DashboardTable, DashboardTone } from './Dashboard';
