import { type ChangeEvent, useId, useState } from 'react';
import { cx } from '../_internal/cx';
import { Field, splitFieldProps } from '../Field/Field';
import { useI18n } from '../i18n/I18nProvider';
import type { Locale } from '../i18n/locales';
import { Input, type TextFieldProps } from '../TextField/TextField';
import * as styles from './DateField.css';
import { formatSchoolDate, formatSchoolMonth } from './schoolDate';

export interface DateFieldProps extends Omit<TextFieldProps, 'type'> {
  /** `yyyy-mm-dd`, as the service stores a day. */
  value?: string;
  defaultValue?: string;
  /** Called with the chosen day (`yyyy-mm-dd`), or '' when the box is emptied. */
  onValueChange?: (value: string) => void;
}

export interface MonthFieldProps extends Omit<DateFieldProps, 'onValueChange'> {
  /** Called with the chosen month (`yyyy-mm`), or '' when the box is emptied. */
  onValueChange?: (value: string) => void;
}

/**
 * A day: the device's own date box and picker (`type=date`: on Android a full-screen calendar
 * TalkBack reads, on a desktop typed segments), with the chosen day written under it in the
 * school's format and language ('Saturday, 28 Nov 2026'), since the box itself follows the
 * device's locale (often 11/28/2026). The written day is part of the input's description.
 */
export function DateField(props: DateFieldProps) {
  return <CalendarField {...props} type="date" read={formatSchoolDate} />;
}

/**
 * A month (a fee month, a payroll month): the device's month box (`type=month`; on Android a
 * month picker, and a plain text box where a browser has none), with the chosen month written
 * under it in the school's words and language ('November 2026', 'نومبر 2026').
 */
export function MonthField(props: MonthFieldProps) {
  return <CalendarField {...props} type="month" read={formatSchoolMonth} />;
}

function CalendarField({
  onValueChange,
  onChange,
  inputClassName,
  value,
  defaultValue,
  type,
  read,
  ...props
}: DateFieldProps & {
  type: 'date' | 'month';
  read: (value: string, locale: Locale) => string | null;
}) {
  const { field, rest } = splitFieldProps(props);
  const { locale } = useI18n();
  const [typed, setTyped] = useState(defaultValue ?? '');
  const shown = value ?? typed;
  const reading = read(shown, locale);
  const readingId = `date-reading${useId().replace(/:/g, '')}`;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setTyped(event.currentTarget.value);
    onChange?.(event);
    onValueChange?.(event.currentTarget.value);
  };
  const describedBy = [rest['aria-describedby'], reading ? readingId : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <Field {...field}>
      <Input
        type={type}
        className={cx(styles.date, inputClassName)}
        {...rest}
        {...(value === undefined ? { defaultValue } : { value })}
        onChange={handleChange}
        aria-describedby={describedBy || undefined}
      />
      {reading ? (
        <p id={readingId} className={styles.reading} data-slot="date-reading">
          {reading}
        </p>
      ) : null}
    </Field>
  );
}
