// The ui ThemePicker as a lazy module: its popover code (Radix Popover, floating-ui, radio group)
// is a separate chunk, fetched right after the page is interactive instead of before it.
export { ThemePicker as default } from '@watni/ui';
