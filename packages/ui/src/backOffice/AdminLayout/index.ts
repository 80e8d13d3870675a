export { AdminLayout } from './AdminLayout';
export type { AdminLayoutProps, AdminNavItem } from './AdminLayout';
