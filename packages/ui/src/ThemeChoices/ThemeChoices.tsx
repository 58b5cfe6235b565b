import * as RadioGroup from '@radix-ui/react-radio-group';
import { useId } from 'react';
import { Icon } from '../Icon/Icon';
import * as styles from '../ThemePicker/ThemePicker.css';
import { isThemeId, useTheme } from '../theme/ThemeProvider';

export interface ThemeChoicesProps {
  /** The visible heading that names the group. */
  heading?: string;
}

/**
 * The four themes as a radio group with their swatches, inline (the signed-in user menu); the
 * floating ThemePicker shows the same choices in a popover. Needs ThemeProvider.
 */
export function ThemeChoices({ heading = 'Theme' }: ThemeChoicesProps) {
  const { theme, setTheme, themes } = useTheme();
  const headingId = `theme-choices${useId().replace(/:/g, '')}`;
  return (
    <div data-slot="theme-choices">
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
            <span className={styles.swatches} aria-hidden>
              <span className={styles.swatch} style={{ background: t.swatch.primary }} />
              <span className={styles.swatch} style={{ background: t.swatch.secondary }} />
              <span className={styles.swatch} style={{ background: t.swatch.accent }} />
            </span>
            <span className={styles.optionLabel}>{t.label}</span>
            <RadioGroup.Indicator className={styles.check}>
              <Icon name="check" size={16} strokeWidth={2.5} />
            </RadioGroup.Indicator>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
