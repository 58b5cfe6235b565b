import { isAddonComingSoon } from '@watni/policy';
import { Badge, Button, Hero, Icon, type IconName, PriceCard, useI18n } from '@watni/ui';
import { Link } from 'react-router-dom';
import { usePublicMessages } from '../../messages/MessagesProvider';
import {
  type AddonId,
  addonPricesUsd,
  type PlanId,
  planPricesUsd,
  usdWithPkr,
} from '../_data/prices';
import { CtaBand } from '../_shared/CtaBand';
import { Faq } from '../_shared/Faq';
import { Section } from '../_shared/Section';
import * as shared from '../_shared/shared.css';
import * as styles from './Pricing.css';

/** The catalogue module each add-on is (apps/api/src/db/seed/platform-catalogue.ts). */
const addonModules: Record<AddonId, string> = {
  education: 'education-suite',
  healthcare: 'healthcare-suite',
  retail: 'retail-suite',
};

const addonIcons: Record<AddonId, IconName> = {
  education: 'graduationCap',
  healthcare: 'heartPulse',
  retail: 'store',
};

/** `/pricing`: the three Watni Nexus plans, add-on modules, the free trial and the FAQ. */
export function PricingPage() {
  const m = usePublicMessages();
  const { format } = useI18n();
  const t = m.pricing;
  const planIds: PlanId[] = ['starter', 'professional', 'enterprise'];
  const addonIds: AddonId[] = ['education', 'healthcare', 'retail'];

  return (
    <>
      <Hero
        tone="subtle"
        align="center"
        eyebrow={t.hero.eyebrow}
        title={t.hero.title}
        subtitle={t.hero.subtitle}
        actions={
          <div className={styles.heroActions}>
            <Button asChild size="lg">
              <Link to="/register">{m.common.startTrial}</Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to="/contact">{m.common.contactSales}</Link>
            </Button>
          </div>
        }
      />

      <Section id="plans">
        <h2 className={shared.visuallyHidden}>{t.plansTitle}</h2>
        <div className={styles.plans}>
          {planIds.map((id) => {
            const plan = t.plans[id];
            const usd = planPricesUsd[id];
            const price = usd === null ? null : usdWithPkr(usd);
            return (
              <PriceCard
                key={id}
                id={`plan-${id}`}
                name={plan.name}
                description={plan.description}
                price={price ? price.usd : t.custom}
                period={price ? m.common.perMonth : undefined}
                note={price ? format(m.common.about, { pkr: price.pkr }) : undefined}
                features={plan.features}
                featured={id === 'professional' ? t.popular : undefined}
                cta={
                  <Button asChild fullWidth variant={id === 'professional' ? 'primary' : 'outline'}>
                    <Link
                      to={price ? '/register' : '/contact'}
                      aria-label={`${plan.cta}: ${plan.name}`}
                    >
                      {plan.cta}
                    </Link>
                  </Button>
                }
              />
            );
          })}
        </div>
        <div className={styles.trial}>
          <Icon name="sparkles" size={32} />
          <div className={styles.trialBody}>
            <h3 className={styles.trialTitle}>{t.trial.title}</h3>
            <p className={styles.trialText}>{t.trial.text}</p>
          </div>
          <Button asChild size="lg">
            <Link to="/register">{m.common.getStarted}</Link>
          </Button>
        </div>
      </Section>

      <Section
        id="modules"
        tone="alt"
        eyebrow={t.addons.eyebrow}
        title={t.addons.title}
        intro={t.addons.intro}
      >
        <ul className={styles.addons}>
          {addonIds.map((id) => {
            const item = t.addons.items[id];
            const price = usdWithPkr(addonPricesUsd[id]);
            return (
              <li key={id} className={styles.addon}>
                <div className={styles.addonHeader}>
                  <span className={shared.iconBadge}>
                    <Icon name={addonIcons[id]} size={22} />
                  </span>
                  <h3 className={shared.h3}>{item.name}</h3>
                  {isAddonComingSoon(addonModules[id]) ? (
                    <Badge tone="warning">{t.addons.comingSoon}</Badge>
                  ) : null}
                </div>
                <p className={styles.addonPrice}>
                  <span className={styles.addonAmount}>
                    +{price.usd}
                    {t.addons.perMonth}
                  </span>
                  <span className={shared.muted}>{format(m.common.about, { pkr: price.pkr })}</span>
                </p>
                <p className={shared.muted}>{item.text}</p>
                <Link to={{ pathname: '/watni-nexus', hash: id }}>
                  {m.common.learnMore}
                  <span className={shared.visuallyHidden}>: {item.name}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="faq" title={t.faq.title} align="center">
        <Faq items={t.faq.items} />
      </Section>

      <CtaBand
        title={t.cta.title}
        text={t.cta.text}
        primary={{ label: t.cta.primary, to: '/register' }}
        secondary={{ label: t.cta.secondary, to: '/contact' }}
      />
    </>
  );
}
