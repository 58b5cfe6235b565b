import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../_internal/cx';
import { Icon, type IconName } from '../Icon/Icon';
import { useUiLabels } from '../i18n/labels';
import { Container } from '../Layout/Layout';
import { defaultRenderLink, type RenderLink } from '../Navbar/Navbar';
import * as styles from './Footer.css';

export interface FooterLink {
  href: string;
  label: ReactNode;
}

export interface FooterColumn {
  title: string;
  links: readonly FooterLink[];
}

export interface FooterContactItem {
  icon?: IconName;
  label: string;
  value: ReactNode;
  /** mailto:, tel: or a map link. */
  href?: string;
}

export interface FooterProps {
  brand?: ReactNode;
  description?: ReactNode;
  /** e.g. Quick links, Offerings. */
  columns?: readonly FooterColumn[];
  contactTitle?: string;
  contact?: readonly FooterContactItem[];
  /** Bottom line: copyright, legal links. */
  bottom?: ReactNode;
  renderLink?: RenderLink;
  className?: string;
}

/** Site footer on the dark band: brand blurb, link columns, contact details, bottom line. */
export function Footer({
  brand,
  description,
  columns = [],
  contactTitle: contactTitleProp,
  contact = [],
  bottom,
  renderLink = defaultRenderLink,
  className,
}: FooterProps) {
  const labels = useUiLabels();
  const contactTitle = contactTitleProp ?? labels.contact;
  const columnCount = columns.length + (contact.length > 0 ? 1 : 0);
  return (
    <footer data-slot="footer" className={cx(styles.root, className)}>
      <Container>
        <div
          className={styles.grid}
          style={{ '--footer-columns': String(Math.max(columnCount, 1)) } as CSSProperties}
        >
          {brand || description ? (
            <div className={styles.about}>
              {brand}
              {description ? <p className={styles.description}>{description}</p> : null}
            </div>
          ) : null}
          {columns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className={styles.columnTitle}>{column.title}</h2>
              <ul className={styles.list}>
                {column.links.map((link) => (
                  <li key={link.href}>
                    {renderLink(
                      {
                        href: link.href,
                        className: styles.link,
                        children: link.label,
                        onClick: () => {},
                      },
                      link,
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          {contact.length > 0 ? (
            <div>
              <h2 className={styles.columnTitle}>{contactTitle}</h2>
              <ul className={styles.list}>
                {contact.map((item) => (
                  <li key={item.label} className={styles.contactItem}>
                    {item.icon ? (
                      <Icon name={item.icon} size={18} className={styles.contactIcon} />
                    ) : null}
                    <span>
                      <span className={styles.contactLabel}>{item.label}</span>
                      {item.href ? (
                        <a href={item.href} className={styles.link}>
                          {item.value}
                        </a>
                      ) : (
                        item.value
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        {bottom ? <div className={styles.bottom}>{bottom}</div> : null}
      </Container>
    </footer>
  );
}
