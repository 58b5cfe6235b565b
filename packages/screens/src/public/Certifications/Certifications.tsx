import { Button, Hero, Icon, PriceCard, Steps, useI18n } from '@watni/ui';
import { Link } from 'react-router-dom';
import { usePublicMessages } from '../../messages/MessagesProvider';
import { liveTrainingPkr, pkr, programme } from '../_data/prices';
import { CtaBand } from '../_shared/CtaBand';
import { Faq } from '../_shared/Faq';
import { Section } from '../_shared/Section';
import * as styles from './Certifications.css';

/** `/certifications`: the two 12-month programmes and the live-training prices. */
export function CertificationsPage() {
  const m = usePublicMessages();
  const { format } = useI18n();
  const t = m.certifications;
  const p = t.programmes;
  const live = t.live;
  const steps = t.journey.steps;
  const programmes = [p.items.aiRobotics, p.items.webDev];

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
              <Link to="/courses">{t.hero.secondary}</Link>
            </Button>
          </>
        }
        highlights={[m.figures.programmes, m.figures.students, m.figures.satisfaction]}
      />

      <Section id="programmes" eyebrow={p.eyebrow} title={p.title} intro={p.intro}>
        <div className={styles.programmeGrid}>
          {programmes.map((item) => (
            <PriceCard
              key={item.title}
              name={item.title}
              description={
                <>
                  <span className={styles.programmeLength}>
                    <Icon name="clock" size={16} />
                    {format(p.duration, { months: programme.months })}
                  </span>
                  <br />
                  {item.text}
                </>
              }
              price={pkr(programme.monthlyPkr)}
              period={p.perMonth}
              note={format(p.total, { price: pkr(programme.totalPkr), months: programme.months })}
              features={item.modules}
              cta={
                <div className={styles.ctaRow}>
                  <Button asChild>
                    <Link to="/register" aria-label={`${p.enrol}: ${item.title}`}>
                      {p.enrol}
                    </Link>
                  </Button>
                  <Button asChild variant="outline">
                    <Link to="/contact">{p.advisor}</Link>
                  </Button>
                </div>
              }
            />
          ))}
        </div>
      </Section>

      <Section
        id="live-training"
        tone="alt"
        eyebrow={live.eyebrow}
        title={live.title}
        intro={live.intro}
      >
        <div className={styles.priceGrid}>
          <PriceCard
            name={live.items.hourly.name}
            description={live.items.hourly.description}
            price={pkr(liveTrainingPkr.hourly)}
            period={live.perHour}
            features={live.items.hourly.features}
            cta={
              <Button asChild variant="outline" fullWidth>
                <Link to="/contact">{live.items.hourly.cta}</Link>
              </Button>
            }
          />
          <PriceCard
            name={live.items.weekly.name}
            description={live.items.weekly.description}
            price={pkr(liveTrainingPkr.weekly)}
            period={live.perMonth}
            features={live.items.weekly.features}
            cta={
              <Button asChild variant="outline" fullWidth>
                <Link to="/contact">{live.items.weekly.cta}</Link>
              </Button>
            }
          />
          <PriceCard
            name={live.items.monthly.name}
            description={live.items.monthly.description}
            price={pkr(liveTrainingPkr.monthly)}
            period={live.perMonth}
            features={live.items.monthly.features}
            featured={live.featured}
            cta={
              <Button asChild fullWidth>
                <Link to="/contact">{live.items.monthly.cta}</Link>
              </Button>
            }
          />
          <PriceCard
            name={live.items.team.name}
            description={live.items.team.description}
            price={live.custom}
            features={live.items.team.features}
            cta={
              <Button asChild variant="outline" fullWidth>
                <Link to="/contact">{live.items.team.cta}</Link>
              </Button>
            }
          />
        </div>
      </Section>

      <Section eyebrow={t.journey.eyebrow} title={t.journey.title}>
        <Steps
          items={[
            { title: steps.enrol.title, description: steps.enrol.text },
            { title: steps.learn.title, description: steps.learn.text },
            { title: steps.build.title, description: steps.build.text },
            { title: steps.certify.title, description: steps.certify.text },
          ]}
        />
      </Section>

      <Section tone="alt" title={t.faq.title} align="center">
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
