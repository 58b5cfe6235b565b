import { Button, Container, FeatureGrid, Hero, Icon, type IconName } from '@watni/ui';
import { Link } from 'react-router-dom';
import { usePublicMessages } from '../../messages/MessagesProvider';
import { Breadcrumbs } from '../_shared/Breadcrumbs';
import { CtaBand } from '../_shared/CtaBand';
import { DehydratorIllustration } from '../_shared/illustrations';
import { Section } from '../_shared/Section';
import * as shared from '../_shared/shared.css';
import * as styles from './Dehydrator.css';

const featureIcons: Record<string, IconName> = {
  temperature: 'sliders',
  airflow: 'refresh',
  power: 'sparkles',
  monitor: 'phone',
  foodSafe: 'shield',
  timer: 'clock',
};

const useIcons: Record<string, IconName> = { farms: 'leaf', food: 'store', homes: 'home' };

/** `/products/dehydrator`: the smart food dehydrator's features, specifications and warranty. */
export function DehydratorPage() {
  const m = usePublicMessages();
  const t = m.dehydrator;

  return (
    <>
      <div className={styles.crumbs}>
        <Container>
          <Breadcrumbs
            label={m.common.breadcrumb}
            items={[
              { label: m.shell.nav.home, to: '/' },
              { label: t.breadcrumbProducts, to: '/products' },
              { label: t.hero.title },
            ]}
          />
        </Container>
      </div>
      <Hero
        tone="subtle"
        eyebrow={t.hero.eyebrow}
        title={t.hero.title}
        subtitle={t.hero.subtitle}
        actions={
          <>
            <Button asChild size="lg">
              <Link to="/contact">{t.hero.primary}</Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to="/products">{t.hero.secondary}</Link>
            </Button>
          </>
        }
        highlights={[t.highlights.trays, t.highlights.range, t.highlights.warranty]}
        media={<DehydratorIllustration label={t.hero.imageAlt} />}
      />

      <Section eyebrow={t.features.eyebrow} title={t.features.title}>
        <div className={shared.threeUp}>
          <FeatureGrid
            columns="3"
            items={Object.entries(t.features.items).map(([key, item]) => ({
              icon: <Icon name={featureIcons[key] ?? 'check'} size={24} />,
              title: item.title,
              text: item.text,
            }))}
          />
        </div>
      </Section>

      <Section id="specifications" tone="alt" eyebrow={t.specs.eyebrow} title={t.specs.title}>
        {/* A scroll region the keyboard reaches (and a screen reader names) on a phone. */}
        <section
          className={styles.specScroll}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard (WCAG 2.1.1)
          tabIndex={0}
          aria-label={t.specs.caption}
        >
          <table className={styles.specTable}>
            <caption className={styles.specCaption}>{t.specs.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.specs.property}</th>
                <th scope="col">{t.specs.value}</th>
              </tr>
            </thead>
            <tbody>
              {t.specs.rows.map((row) => (
                <tr key={row.name}>
                  <th scope="row">{row.name}</th>
                  <td>{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </Section>

      <Section eyebrow={t.uses.eyebrow} title={t.uses.title}>
        <FeatureGrid
          columns="3"
          items={Object.entries(t.uses.items).map(([key, item]) => ({
            icon: <Icon name={useIcons[key] ?? 'check'} size={24} />,
            title: item.title,
            text: item.text,
          }))}
        />
        <div className={styles.warranty} style={{ marginBlockStart: '2.5rem' }}>
          <Icon name="award" size={32} />
          <div>
            <h2 className={styles.warrantyTitle}>{t.warranty.title}</h2>
            <p className={styles.warrantyText}>{t.warranty.text}</p>
          </div>
        </div>
      </Section>

      <CtaBand
        title={t.cta.title}
        text={t.cta.text}
        primary={{ label: t.cta.primary, to: '/contact' }}
        secondary={{ label: t.cta.secondary, to: '/products' }}
      />
    </>
  );
}
