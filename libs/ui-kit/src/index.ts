export { ThemeProvider, useTheme, applyBrandColors, themeStorageKey } from './theme/theme';
export type { Theme, BrandColors, ThemeContextValue, ThemeProviderProps } from './theme/theme';
export { Button } from './button/button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './button/button';
export { IconButton } from './icon-button/icon-button';
export type { IconButtonProps } from './icon-button/icon-button';
export { Spinner } from './spinner/spinner';
export type { SpinnerProps, SpinnerSize } from './spinner/spinner';
export { Loader } from './loader/loader';
export type { LoaderProps } from './loader/loader';
export { TextField } from './text-field/text-field';
export type { TextFieldProps } from './text-field/text-field';
export { PasswordField } from './password-field/password-field';
export type { PasswordFieldProps } from './password-field/password-field';
export { Select } from './select/select';
export type { SelectProps, SelectOption } from './select/select';
export { Checkbox } from './checkbox/checkbox';
export type { CheckboxProps } from './checkbox/checkbox';
export { Tabs } from './tabs/tabs';
export type { TabsProps, TabItem } from './tabs/tabs';
export { Badge } from './badge/badge';
export type { BadgeProps } from './badge/badge';
export { ToastProvider, useToast } from './toast/toast';
export type { ToastProviderProps, ToastOptions, ToastKind, ToastApi } from './toast/toast';
export { Modal } from './modal/modal';
export { MODAL_OPEN_ATTRIBUTE } from './modal/modal-stack';
export type { ModalProps } from './modal/modal';
export { ConfirmDialog } from './confirm-dialog/confirm-dialog';
export type { ConfirmDialogProps } from './confirm-dialog/confirm-dialog';
export { WarningDialog } from './warning-dialog/warning-dialog';
export type { WarningDialogProps } from './warning-dialog/warning-dialog';
export { Pagination } from './pagination/pagination';
export type { PaginationProps } from './pagination/pagination';
export { paginationItems } from './pagination/pagination-items';
export type { PaginationItem, PaginationItemsOptions } from './pagination/pagination-items';
export { Money } from './money/money';
export type { MoneyProps } from './money/money';
export { formatMoney } from './money/format-money';
export type { FormatMoneyOptions } from './money/format-money';
export { CountdownButton } from './countdown-button/countdown-button';
export type { CountdownButtonProps } from './countdown-button/countdown-button';
export { QrCode } from './qr-code/qr-code';
export type { QrCodeProps } from './qr-code/qr-code';
export { LazyImage, defaultImageFallback } from './lazy-image/lazy-image';
export { AssetOriginProvider, assetUrl, useAssetOrigin, useAssetUrl } from './asset-origin/asset-origin';
export type { LazyImageProps } from './lazy-image/lazy-image';
export { EmptyState } from './empty-state/empty-state';
export { Page, PageSection, Notice, Loadable } from './page/page';
export type { PageProps, PageSectionProps, NoticeProps, LoadableProps } from './page/page';
export type { EmptyStateProps } from './empty-state/empty-state';
export {
  DateRangePresets,
  DateRangeFilter,
  dateRangeForPreset,
  isDateRangeInvalid,
  specDatePresets,
  toIsoDate,
} from './date-range-presets/date-range-presets';
export type {
  DateRangePresetsProps,
  DateRangeFilterProps,
  DateRange,
  DateRangePreset,
} from './date-range-presets/date-range-presets';
export {
  Icon,
  AlertIcon,
  CheckCircleIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  EyeIcon,
  EyeOffIcon,
  InboxIcon,
  InfoIcon,
} from './icons/icons';
export type { IconProps } from './icons/icons';
