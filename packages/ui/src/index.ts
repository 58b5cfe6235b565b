// @watni/ui: tokens, themes and widgets. One explicit index; no per-folder barrels.
import './theme/global.css';

export { canTakeFocus, type ReturnFocusTarget } from './_internal/useReturnFocus';
// Feedback
export { Alert, type AlertProps, type AlertTone, alertTones } from './Alert/Alert';
export { Avatar, type AvatarProps, avatarSizes, initials } from './Avatar/Avatar';
export {
  Badge,
  type BadgeProps,
  type BadgeTone,
  badgeSizes,
  badgeTones,
  badgeVariants,
} from './Badge/Badge';
// Actions
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonSizes,
  buttonStyles,
  buttonVariants,
} from './Button/Button';
// Content
export { Card, type CardRootProps, type CardTitleProps, cardVariants } from './Card/Card';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox';
export {
  Collapsible,
  type CollapsibleContentProps,
  type CollapsibleRootProps,
  type CollapsibleTriggerProps,
} from './Collapsible/Collapsible';
export {
  ConfirmDialog,
  type ConfirmDialogProps,
  type ConfirmTone,
  confirmTones,
  PromptDialog,
  type PromptDialogProps,
} from './ConfirmDialog/ConfirmDialog';
export {
  type ConfirmOptions,
  DialogProvider,
  type PromptOptions,
  useConfirm,
  useDialogs,
  usePrompt,
} from './ConfirmDialog/DialogProvider';
// Overlays
export {
  DateField,
  type DateFieldProps,
  MonthField,
  type MonthFieldProps,
} from './DateField/DateField';
export { formatSchoolDate } from './DateField/schoolDate';
export { Dialog, type DialogContentProps, dialogSizes } from './Dialog/Dialog';
export { Drawer, type DrawerContentProps } from './Drawer/Drawer';
export { EmptyState, type EmptyStateProps, emptyStateVariants } from './EmptyState/EmptyState';
export {
  FeatureGrid,
  type FeatureGridProps,
  type FeatureItem,
  featureGridColumns,
} from './FeatureGrid/FeatureGrid';
// Forms
export {
  Field,
  type FieldOwnProps,
  type FieldProps,
  useField,
  useFieldControl,
} from './Field/Field';
export { type FilterChip, FilterChips, type FilterChipsProps } from './FilterChips/FilterChips';
export {
  Footer,
  type FooterColumn,
  type FooterContactItem,
  type FooterLink,
  type FooterProps,
} from './Footer/Footer';
export {
  type FormErrorItem,
  FormErrorSummary,
  type FormErrorSummaryProps,
} from './FormErrorSummary/FormErrorSummary';
export { Hero, type HeroHighlight, type HeroProps, heroTones } from './Hero/Hero';
export { Icon, type IconName, type IconProps, iconNames } from './Icon/Icon';
// Languages: one message mechanism (ICU messages, a catalogue per area and locale), lang and dir
export { createLocaleBootScript, localeBootScript } from './i18n/bootScript';
export {
  type Catalogue,
  type CatalogueSource,
  type CatalogueSources,
  defineCatalogue,
  definedCatalogues,
  preloadCatalogues,
} from './i18n/catalogue';
export { formatMessage, type MessageValues } from './i18n/format';
export {
  type I18nContextValue,
  I18nProvider,
  type I18nProviderProps,
  useI18n,
  useMessages,
} from './i18n/I18nProvider';
export { uiLabels, useUiLabels } from './i18n/labels';
export type { UiLabels } from './i18n/labels.en';
export {
  applyLocale,
  type Direction,
  defaultLocale,
  isLocale,
  type Locale,
  type LocaleInfo,
  localeInfo,
  localeStorageKey,
  locales,
} from './i18n/locales';
export {
  type LanguageLinkProps,
  LanguageSwitcher,
  type LanguageSwitcherProps,
} from './LanguageSwitcher/LanguageSwitcher';
// Layout and typography
export {
  Container,
  type ContainerProps,
  containerSizes,
  Grid,
  type GridProps,
  Inline,
  type InlineProps,
  type Space,
  Stack,
  type StackProps,
} from './Layout/Layout';
export {
  LinkButton,
  type LinkButtonProps,
  linkButtonSizes,
  linkButtonTones,
} from './LinkButton/LinkButton';
export { Logo, type LogoProps, logoSizes } from './Logo/Logo';
// Page structure and marketing
export {
  defaultRenderLink,
  Navbar,
  type NavbarProps,
  type NavLinkItem,
  navbarBreakpoints,
  type RenderLink,
  type RenderLinkProps,
} from './Navbar/Navbar';
export { navbarBootScript } from './Navbar/navbarBootScript';
export { isNumericInput, latinDigits } from './NumberField/latinDigits';
export { NumberField, type NumberFieldProps } from './NumberField/NumberField';
export { PageHeader, type PageHeaderProps } from './PageHeader/PageHeader';
export { getPageItems, Pagination, type PaginationProps } from './Pagination/Pagination';
export {
  PasswordStrength,
  type PasswordStrengthProps,
} from './PasswordStrength/PasswordStrength';
export {
  defaultStrengthLabels,
  MIN_ACCEPTED_SCORE,
  type StrengthLabels,
} from './PasswordStrength/strength';
export { Popover } from './Popover/Popover';
export { PriceCard, type PriceCardProps } from './PriceCard/PriceCard';
export {
  RadioGroup,
  type RadioGroupProps,
  type RadioOption,
  radioGroupVariants,
} from './RadioGroup/RadioGroup';
export { SearchInput, type SearchInputProps } from './SearchInput/SearchInput';
export { Select, type SelectOption, type SelectProps } from './Select/Select';
export { Skeleton, type SkeletonProps, skeletonShapes } from './Skeleton/Skeleton';
export {
  FullPageLoader,
  type FullPageLoaderProps,
  Spinner,
  type SpinnerProps,
  spinnerSizes,
  spinnerTones,
} from './Spinner/Spinner';
export { StatTile, type StatTileProps, type StatTrend, statTileTones } from './StatTile/StatTile';
export { type StepItem, Steps, type StepsProps } from './Steps/Steps';
export { Switch, type SwitchProps, switchLayouts } from './Switch/Switch';
export {
  type CellProps,
  type ColumnHeaderProps,
  type SortDirection,
  sortDirections,
  Table,
  type TableRootProps,
} from './Table/Table';
export { Tabs, type TabsRootProps, type TabsTriggerProps, tabsVariants } from './Tabs/Tabs';
export { TextArea, type TextAreaProps, Textarea, type TextareaProps } from './TextArea/TextArea';
export { Input, type InputProps, TextField, type TextFieldProps } from './TextField/TextField';
export { ThemeChoices, type ThemeChoicesProps } from './ThemeChoices/ThemeChoices';
export {
  StaticThemePicker,
  type StaticThemePickerProps,
} from './ThemePicker/StaticThemePicker';
export { ThemePicker, type ThemePickerProps } from './ThemePicker/ThemePicker';
export {
  type ToastApi,
  type ToastOptions,
  ToastProvider,
  type ToastProviderProps,
  type ToastTone,
  toastTones,
  useToast,
} from './Toast/Toast';
export {
  Heading,
  type HeadingProps,
  headingSizes,
  Prose,
  type ProseProps,
  Text,
  type TextProps,
  textSizes,
  textTones,
} from './Typography/Typography';
export { createThemeBootScript, themeBootScript, themeStorageKey } from './theme/bootScript';
export { vars } from './theme/contract.css';
// Theme: tokens, contract, switching
export { contrastRatio, luminance } from './theme/contrast';
export {
  applyTheme,
  isThemeId,
  ThemeProvider,
  type ThemeProviderProps,
  useTheme,
} from './theme/ThemeProvider';
export {
  type ColorTokens,
  defaultThemeId,
  palettes,
  type StatusColors,
  type ThemeId,
  type ThemeOption,
  type ThemeTokens,
  themeClassNames,
  themeIds,
  themes,
  themeTokens,
} from './theme/themes';
export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden/VisuallyHidden';
