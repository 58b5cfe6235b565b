import type { MouseEvent, ReactNode } from 'react';
import { cx } from '../_internal/cx';
import { buttonStyles } from '../Button/Button';
import { useI18n } from '../i18n/I18nProvider';
import { useUiLabels } from '../i18n/labels';
import { type Locale, localeInfo, locales } from '../i18n/locales';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './LanguageSwitcher.css';

export interface LanguageLinkProps {
  href: string;
  hrefLang: string;
  className: string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  children: ReactNode;
}

export interface LanguageSwitcherProps {
  /**
   * The address of this page in another language (a public page's `/ur/...` twin): the control
   * is then a real link, which crawlers and a page without script follow. Without it, a button.
   */
  hrefFor?: (locale: Locale) => string | undefined;
  /** Renders the link with the app's router; a plain `<a>` by default. */
  renderLink?: (props: LanguageLinkProps) => ReactNode;
  size?: 'sm' | 'md';
  className?: string;
}

const defaultRenderLink = ({ children, ...props }: LanguageLinkProps) => (
  <a {...props}>{children}</a>
);

/**
 * Offers every other language by its own name ('اردو' on an English page, 'English' on an Urdu
 * one). Choosing one loads its messages, switches, persists the choice and sets `<html lang dir>`;
 * the app moves a public page to its twin.
 */
export function LanguageSwitcher({
  hrefFor,
  renderLink = defaultRenderLink,
  size = 'sm',
  className,
}: LanguageSwitcherProps) {
  const { locale, setLocale } = useI18n();
  const labels = useUiLabels();
  const others = locales.filter((l) => l !== locale);
  const classes = cx(buttonStyles({ variant: 'ghost', size }), styles.switcher, className);
  return (
    <>
      {others.map((other) => {
        const label = (
          <>
            <VisuallyHidden>{labels.language}: </VisuallyHidden>
            <span lang={other} className={styles.name}>
              {localeInfo[other].name}
            </span>
          </>
        );
        const href = hrefFor?.(other);
        if (href === undefined) {
          return (
            <button
              key={other}
              type="button"
              data-slot="language-switcher"
              className={classes}
              onClick={() => void setLocale(other)}
            >
              {label}
            </button>
          );
        }
        return (
          <span key={other} data-slot="language-switcher" className={styles.wrapper}>
            {renderLink({
              href,
              hrefLang: other,
              className: classes,
              onClick: (event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                void setLocale(other);
              },
              children: label,
            })}
          </span>
        );
      })}
    </>
  );
}
