import * as Popover from '@radix-ui/react-popover';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { useId } from 'react';
import { cx } from '../_internal/cx';
import { Icon } from '../Icon/Icon';
import { useUiLabels } from '../i18n/labels';
import { isThemeId, useTheme } from '../theme/ThemeProvider';
import type { ThemeOption } from '../theme/themes';
import * as styles from './ThemePicker.css';

function Swatches({ theme }: { theme: ThemeOption }) {
  return (
    <span className={styles.swatches} aria-hidden>
      <span className={styles.swatch} style={{ background: theme.swatch.primary }} />
      <span className={styles.swatch} style={{ background: theme.swatch.secondary }} />
      <span className={styles.swatch} style={{ background: theme.swatch.accent }} />
    </span>
  );
}

export interface ThemePickerProps {
  /** Fixed in a bottom corner (default) or inline where rendered. */
  floating?: boolean;
  corner?: 'end' | 'start';
  /** Accessible name of the trigger. */
  label?: string;
  heading?: string;
  className?: string;
}

/** Floating theme switcher: a palette button opening the four themes with their swatches. Needs ThemeProvider. */
export function ThemePicker({
  floating = true,
  corner = 'end',
  label: labelProp,
  heading: headingProp,
  className,
}: ThemePickerProps) {
  const labels = useUiLabels();
  const label = labelProp ?? labels.chooseTheme;
  const heading = headingProp ?? labels.theme;
  const { theme, setTheme, themes } = useTheme();
  const headingId = `theme-picker${useId().replace(/:/g, '')}`;
  return (
    <div
      data-slot="theme-picker"
      data-floating={floating ? '' : undefined}
      className={cx(floating && styles.floating, floating && styles.corner[corner], className)}
    >
      <Popover.Root>
        <Popover.Trigger className={styles.trigger} aria-label={label} title={label}>
          <Icon name="palette" size={22} />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            className={styles.content}
            side="top"
            align={corner === 'end' ? 'end' : 'start'}
            sideOffset={8}
            collisionPadding={16}
            data-slot="theme-picker-content"
            aria-labelledby={headingId}
          >
            <div id={headingId} className={styles.heading}>
              {heading}
            </div>
            <RadioGroup.Root
              aria-labelledby={headingId}
              value={theme}
              onValueChange={(value) => {
                if (isThemeId(value)) setTheme(value);
              }}
              className={styles.group}
            >
              {themes.map((t) => (
                <RadioGroup.Item key={t.id} value={t.id} className={styles.option}>
                  <Swatches theme={t} />
                  <span className={styles.optionLabel}>{t.label}</span>
                  <RadioGroup.Indicator className={styles.check}>
                    <Icon name="check" size={16} strokeWidth={2.5} />
                  </RadioGroup.Indicator>
                </RadioGroup.Item>
              ))}
            </RadioGroup.Root>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
