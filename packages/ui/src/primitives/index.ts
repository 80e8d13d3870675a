// Primitives: controls, feedback, layout and the data table every page is built from (no market knowledge).
export { Button } from './Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './Button';
export { Input } from './Input';
export type { InputProps, InputSize } from './Input';
export { Select, withAllOption } from './Select';
export type { SelectProps, SelectOption, SelectSize } from './Select';
export { Checkbox } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
export { Dialog, FormDialog } from './Dialog';
export type { DialogProps, DialogSize, FormDialogProps } from './Dialog';
export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps, ConfirmDialogTone } from './ConfirmDialog';
export { Message } from './Message';
export type { MessageProps, MessageType } from './Message';
export { Toast } from './Toast';
export type { ToastProps } from './Toast';
export { MessageProvider, useMessage } from './MessageProvider';
export type { MessageProviderProps, MessageApi, ShowMessage, ShowMessageOptions } from './MessageProvider';
export { Pager } from './Pager';
export type { PagerProps } from './Pager';
export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
export { Tabs } from './Tabs';
export type { TabsProps, TabItem, TabsVariant } from './Tabs';
export { GradeBadge } from './GradeBadge';
export type { GradeBadgeProps, GradeBadgeSize } from './GradeBadge';
export { BundlePrice, Price, priceText } from './Price';
export type { BundlePriceProps, PriceProps, PriceSize, PriceVariant } from './Price';
export { Countdown, formatCountdown } from './Countdown';
export type { CountdownProps } from './Countdown';
export { Spinner } from './Spinner';
export type { SpinnerProps, SpinnerSize, SpinnerTone } from './Spinner';
export { Skeleton } from './Skeleton';
export type { SkeletonProps, SkeletonVariant } from './Skeleton';
export { Page } from './Page';
export type { PageProps, PageWidth, PageGutter, PageLayout, PageBackdrop } from './Page';
export { Card } from './Card';
export type { CardProps, CardPadding, CardElevation, CardWidth, CardHeadingLevel } from './Card';
export { Stack } from './Stack';
export type { StackProps, StackDirection, StackAlign, StackJustify, StackElement } from './Stack';
export { Banner } from './Banner';
export { LoadErrorBoundary } from './LoadErrorBoundary';
export { reloadOnceOnStaleChunk } from './LoadErrorBoundary/staleChunks';
export type { LoadErrorBoundaryProps } from './LoadErrorBoundary';
export type { BannerProps, BannerTone } from './Banner';
export { UnderConstruction } from './UnderConstruction';
export type { UnderConstructionProps } from './UnderConstruction';
export { NotFound } from './NotFound';
export type { NotFoundLink, NotFoundProps } from './NotFound';
export { DataTable, PagedDataTable } from './DataTable';
export type {
  DataTableProps,
  DataTableColumn,
  DataTableAlign,
  DataTableKey,
  PagedDataTableProps,
  ServerPageProps,
  SortDirection,
  SortState,
} from './DataTable';
