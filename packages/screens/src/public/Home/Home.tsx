import { Badge, Button, FeatureGrid, Hero, Icon, type IconName, useI18n } from '@watni/ui';
import { Link } from 'react-router-dom';
import { usePublicMessages } from '../../messages/MessagesProvider';
import { lowestPlanUsd, pkr, programme, usdWithPkr } from '../_data/prices';
import { CtaBand } from '../_shared/CtaBand';
import { FigureBand } from '../_shared/FigureBand';
import { DashboardIllustration } from '../_shared/illustrations';
import { Section } from '../_shared/Section';
import * as shared from '../_shared/shared.css';
import * as styles from './Home.css';

const offeringIcons: Record<'certifications' | 'nexus' | 'services' | 'products', IconName> = {
  certifications: 'graduationCap',
  nexus: 'layers',
  services: 'cpu',
  products: 'shoppingBag',
};

const offeringPaths = {
  certifications: '/certifications',
  nexus: '/watni-nexus',
  services: '/services',
  products: '/products',
} as const;

const clientIcons: IconName[] = [
  'graduationCap',
  'book',
  'heartPulse',
  'store',
  'leaf',
  'building',
];

/** `/`: hero, offerings, figures, Watni Nexus, the 12-month programmes and a call to action. */
export function HomePage() {
  const m = usePublicMessages();
  const { format } = useI18n();
  const t = m.home;
  const f = m.figures;
  const from = usdWithPkr(lowestPlanUsd);

  const offerings = (Object.keys(offeringPaths) as Array<keyof typeof offeringPaths>).map((key) => {
    const item = t.offerings.items[key];
    return {
      id: `offering-${key}`,
      icon: <Icon name={offeringIcons[key]} size={24} />,
      title: item.title,
      text: item.text,
      action: (
        <Link to={offeringPaths[key]} className={styles.offeringLink}>
          {item.link}
          <Icon name="arrowRight" size={16} />
        </Link>
      ),
    };
  });

  const industries = [
    { to: '/watni-nexus#education', icon: 'graduationCap', text: t.nexus.industries.education },
    { to: '/watni-nexus#healthcare', icon: 'heartPulse', text: t.nexus.industries.healthcare },
    { to: '/watni-nexus#retail', icon: 'store', text: t.nexus.industries.retail },
  ] as const;

  const programmes = [
    m.certifications.programmes.items.aiRobotics,
    m.certifications.programmes.items.webDev,
  ];

  return (
    <>
      <Hero
        eyebrow={t.hero.eyebrow}
        title={t.hero.title}
        subtitle={t.hero.subtitle}
        actions={
          <>
            <Button asChild variant="accent" size="lg">
              <Link to="/certifications">{t.hero.primary}</Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to="/watni-nexus">{t.hero.secondary}</Link>
            </Button>
          </>
        }
        highlights={[f.students, f.courses, f.satisfaction, f.experience]}
        media={<DashboardIllustration />}
      />

      <Section eyebrow={t.offerings.eyebrow} title={t.offerings.title} intro={t.offerings.intro}>
        <FeatureGrid items={offerings} columns="4" />
      </Section>

      <Section tone="alt" title={t.figures.title} intro={t.figures.intro} align="center">
        <FigureBand
          figures={[f.students, f.courses, f.satisfaction, f.warranty, f.experience, f.programmes]}
        />
      </Section>

      <Section>
        <div className={shared.split}>
          <div className={shared.stack}>
            <p className={shared.eyebrow}>{t.nexus.eyebrow}</p>
            <h2 className={shared.sectionTitle}>{t.nexus.title}</h2>
            <p className={shared.lead}>{t.nexus.text}</p>
            <div className={styles.priceLine}>
              <span className={styles.priceStrong}>
                {format(t.nexus.from, { price: from.usd })}
              </span>
              <span className={shared.muted}>{format(m.common.about, { pkr: from.pkr })}</span>
            </div>
            <p className={shared.muted}>{t.nexus.trial}</p>
            <div className={shared.actions}>
              <Button asChild size="lg">
                <Link to="/pricing">{t.nexus.cta}</Link>
              </Button>
              <Button asChild variant="outline" size="lg">
                <Link to="/watni-nexus">{t.nexus.secondary}</Link>
              </Button>
            </div>
          </div>
          <ul className={styles.industryList}>
            {industries.map((industry) => (
              <li key={industry.to}>
                <Link to={industry.to} className={styles.industryLink}>
                  <span className={shared.iconBadge}>
                    <Icon name={industry.icon} size={22} />
                  </span>
                  <span>{industry.text}</span>
                  <Icon name="arrowRight" size={18} className={styles.industryArrow} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section
        tone="alt"
        eyebrow={t.programmes.eyebrow}
        title={t.programmes.title}
        intro={t.programmes.text}
      >
        <ul className={shared.cardGridTwo}>
          {programmes.map((item) => (
            <li key={item.title} className={styles.programmeCard}>
              <Badge tone="accent" variant="solid" size="md" className={styles.programmeBadge}>
                {m.figures.programmes.value}
              </Badge>
              <h3 className={shared.h3}>{item.title}</h3>
              <p className={shared.muted}>{item.text}</p>
              <p className={styles.programmePrice}>
                {format(t.programmes.perMonth, { price: pkr(programme.monthlyPkr) })}
              </p>
              <p className={shared.smallNote}>
                {format(t.programmes.total, {
                  price: pkr(programme.totalPkr),
                  months: programme.months,
                })}
              </p>
            </li>
          ))}
        </ul>
        <div className={shared.actions} style={{ marginBlockStart: '2rem' }}>
          <Button asChild size="lg">
            <Link to="/certifications">{t.programmes.cta}</Link>
          </Button>
        </div>
      </Section>

      <Section title={t.clients.title} align="center">
        <ul className={styles.clientList}>
          {t.clients.items.map((client, i) => (
            <li key={client} className={styles.clientItem}>
              <Icon name={clientIcons[i] ?? 'building'} size={18} className={styles.clientIcon} />
              {client}
            </li>
          ))}
        </ul>
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
