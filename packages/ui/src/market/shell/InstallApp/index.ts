export { InstallApp } from './InstallApp';
export type { InstallAppProps } from './InstallApp';
