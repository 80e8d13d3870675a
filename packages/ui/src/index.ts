// Theme
export { theme, vars, varName, GlobalStyle } from './theme';
export type {
  HuashiTheme,
  ColorToken,
  SpaceToken,
  FontSizeToken,
  RadiusToken,
  ShadowToken,
  GradeToken,
  VarTree,
  GlobalStyleProps,
} from './theme';

// Primitives
export { Button } from './Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './Button';
export { Input } from './Input';
export type { InputProps, InputSize } from './Input';
export { Select } from './Select';
export type { SelectProps, SelectOption, SelectSize } from './Select';
export { Checkbox } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
export { Dialog } from './Dialog';
export type { DialogProps, DialogSize } from './Dialog';
export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps, ConfirmDialogTone } from './ConfirmDialog';
export { Message } from './Message';
export type { MessageProps, MessageType } from './Message';
export { Toast } from './Toast';
export type { ToastProps } from './Toast';
export { MessageProvider, useMessage, MESSAGE_DURATION_MS, TOAST_DURATION_MS } from './MessageProvider';
export type { MessageProviderProps, MessageApi, ShowMessage, ShowMessageOptions } from './MessageProvider';
export { Pager } from './Pager';
export type { PagerProps } from './Pager';
export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
export { Tabs } from './Tabs';
export type { TabsProps, TabItem, TabsVariant } from './Tabs';
export { GradeBadge } from './GradeBadge';
export type { GradeBadgeProps, GradeBadgeSize } from './GradeBadge';
export { Price, priceText } from './Price';
export type { PriceProps, PriceSize, PriceVariant } from './Price';
export { Countdown, formatCountdown } from './Countdown';
export type { CountdownProps } from './Countdown';
export { Spinner } from './Spinner';
export type { SpinnerProps, SpinnerSize, SpinnerTone } from './Spinner';
export { Skeleton } from './Skeleton';
export type { SkeletonProps, SkeletonVariant } from './Skeleton';

// Layout
export { TopBar, defaultTopBarPaths, ORDER_MENU_TABS } from './TopBar';
export type { TopBarProps, TopBarUser, TopBarPaths, TopBarLinkProps, TopBarMenu } from './TopBar';
export { SearchBar } from './SearchBar';
export type { SearchBarProps } from './SearchBar';
export { UnderConstruction } from './UnderConstruction';
export type { UnderConstructionProps } from './UnderConstruction';
export { LoginForm, useLoginForm } from './LoginForm';
export type { LoginFormProps } from './LoginForm';
