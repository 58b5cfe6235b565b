import { cx } from '../_internal/cx';
import { Icon } from '../Icon/Icon';
import { useUiLabels } from '../i18n/labels';
import { themes } from '../theme/themes';
import * as own from './StaticThemePicker.css';
import * as styles from './ThemePicker.css';

export interface StaticThemePickerProps {
  /** Accessible name of the trigger. */
  label?: string;
  heading?: string;
}

/**
 * The floating ThemePicker as plain HTML for pages that load no React (the prerendered public
 * pages): the same trigger, panel and options, with the same classes, for a small script to
 * drive (`data-slot` and `data-theme-id` hooks; apps/site/src/light/themePicker.ts). The panel
 * starts hidden and every option unchecked: the script checks the theme on `<html>`.
 * The theme names are English in every language (as in ThemePicker), marked `lang="en"`.
 */
export function StaticThemePicker({
  label: labelProp,
  heading: headingProp,
}: StaticThemePickerProps) {
  const labels = useUiLabels();
  const label = labelProp ?? labels.chooseTheme;
  const heading = headingProp ?? labels.theme;
  return (
    <div
      data-slot="theme-picker"
      data-floating=""
      className={cx(styles.floating, styles.corner.end, own.anchor)}
    >
      <button
        type="button"
        className={styles.trigger}
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded="false"
        aria-controls="theme-picker-panel"
        data-state="closed"
        data-slot="theme-picker-trigger"
      >
        <Icon name="palette" size={22} />
      </button>
      <div
        id="theme-picker-panel"
        role="dialog"
        aria-labelledby="theme-picker-heading"
        className={cx(styles.content, own.panel)}
        data-slot="theme-picker-content"
        hidden
      >
        <div id="theme-picker-heading" className={styles.heading}>
          {heading}
        </div>
        <div role="radiogroup" aria-labelledby="theme-picker-heading" className={styles.group}>
          {themes.map((t) => (
            // biome-ignore lint/a11y/useSemanticElements: the markup of Radix's radio items, which the picker's styles (data-state) are written for
            <button
              key={t.id}
              type="button"
              role="radio"
              aria-checked="false"
              data-state="unchecked"
              data-theme-id={t.id}
              tabIndex={-1}
              className={styles.option}
            >
              <span className={styles.swatches} aria-hidden>
                <span className={styles.swatch} style={{ background: t.swatch.primary }} />
                <span className={styles.swatch} style={{ background: t.swatch.secondary }} />
                <span className={styles.swatch} style={{ background: t.swatch.accent }} />
              </span>
              <span className={styles.optionLabel} lang="en">
                {t.label}
              </span>
              <span className={styles.check} data-slot="theme-picker-check" hidden>
                <Icon name="check" size={16} strokeWidth={2.5} />
              </span>
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
