import { Button, Container, FeatureGrid, Hero, Icon, type IconName, useI18n } from '@watni/ui';
import { Link } from 'react-router-dom';
import { usePublicMessages } from '../../messages/MessagesProvider';
import { type AddonId, addonPricesUsd, lowestPlanUsd, usdWithPkr } from '../_data/prices';
import { CheckList } from '../_shared/CheckList';
import { CtaBand } from '../_shared/CtaBand';
import { cx } from '../_shared/cx';
import { DashboardIllustration } from '../_shared/illustrations';
import { Section } from '../_shared/Section';
import * as shared from '../_shared/shared.css';
import * as styles from './WatniNexus.css';

const platformIcons: Record<string, IconName> = {
  users: 'users',
  security: 'shield',
  reports: 'barChart',
  anywhere: 'phone',
  support: 'inbox',
  api: 'sliders',
};

const industryIcons: Record<AddonId, IconName> = {
  education: 'graduationCap',
  healthcare: 'heartPulse',
  retail: 'store',
};

/** `/watni-nexus`: the cloud business suite, with sections #education, #healthcare and #retail. */
export function WatniNexusPage() {
  const m = usePublicMessages();
  const { format } = useI18n();
  const t = m.nexus;
  const from = usdWithPkr(lowestPlanUsd);

  const platform = Object.entries(t.platform.items).map(([key, item]) => ({
    icon: <Icon name={platformIcons[key] ?? 'check'} size={24} />,
    title: item.title,
    text: item.text,
  }));

  const industries: AddonId[] = ['education', 'healthcare', 'retail'];

  return (
    <>
      <Hero
        eyebrow={t.hero.eyebrow}
        title={t.hero.title}
        subtitle={t.hero.subtitle}
        actions={
          <>
            <Button asChild variant="accent" size="lg">
              <Link to="/register">{t.hero.primary}</Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to="/pricing">{t.hero.secondary}</Link>
            </Button>
          </>
        }
        highlights={[
          t.hero.highlights.trial,
          { value: from.usd, label: t.hero.highlights.from.label },
          t.hero.highlights.modules,
        ]}
        media={<DashboardIllustration />}
      />

      <Section eyebrow={t.platform.eyebrow} title={t.platform.title} intro={t.platform.intro}>
        <div className={shared.threeUp}>
          <FeatureGrid items={platform} columns="3" />
        </div>
      </Section>

      <Section tone="alt" eyebrow={t.industries.eyebrow} title={t.industries.title} align="center">
        <nav aria-label={t.industries.eyebrow}>
          <ul className={styles.jumpList}>
            {industries.map((id) => (
              <li key={id}>
                <Link to={{ hash: id }} className={styles.jumpLink}>
                  <Icon name={industryIcons[id]} size={20} />
                  {t.industries[id].title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Section>

      {industries.map((id, index) => {
        const item = t.industries[id];
        const price = usdWithPkr(addonPricesUsd[id]);
        return (
          <section
            key={id}
            id={id}
            aria-labelledby={`${id}-title`}
            className={cx(shared.section, shared.sectionTone[index % 2 ? 'alt' : 'plain'])}
          >
            <Container>
              <div className={styles.industry}>
                <div className={shared.stack}>
                  <div className={styles.industryHeader}>
                    <span className={shared.iconBadge}>
                      <Icon name={industryIcons[id]} size={24} />
                    </span>
                    <h2 id={`${id}-title`} className={styles.industryTitle}>
                      {item.title}
                    </h2>
                  </div>
                  <p className={shared.lead}>{item.text}</p>
                  <p className={styles.addon}>
                    <Icon name="plus" size={16} />
                    {format(t.industries.addon, { price: price.usd, pkr: price.pkr })}
                  </p>
                  <div className={shared.actions}>
                    <Button asChild>
                      <Link to="/register">{item.cta}</Link>
                    </Button>
                    <Button asChild variant="outline">
                      <Link to="/contact">{m.common.contactSales}</Link>
                    </Button>
                  </div>
                </div>
                <div className={shared.panel}>
                  <CheckList items={item.features} />
                </div>
              </div>
            </Container>
          </section>
        );
      })}

      <CtaBand
        title={t.cta.title}
        text={t.cta.text}
        primary={{ label: t.cta.primary, to: '/register' }}
        secondary={{ label: t.cta.secondary, to: '/contact' }}
      />
    </>
  );
}
