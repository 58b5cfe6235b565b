import { Button, Container, Hero, Icon, type IconName, Steps } from '@watni/ui';
import { Link } from 'react-router-dom';
import { usePublicMessages } from '../../messages/MessagesProvider';
import { CheckList } from '../_shared/CheckList';
import { CtaBand } from '../_shared/CtaBand';
import { Section } from '../_shared/Section';
import * as shared from '../_shared/shared.css';
import * as styles from './Services.css';

/** The six services, in order, with the anchors of spec section 2. */
export const serviceAnchors = [
  { id: 'ai-robotics', key: 'aiRobotics', icon: 'bot' },
  { id: 'stem', key: 'stem', icon: 'graduationCap' },
  { id: 'business', key: 'business', icon: 'barChart' },
  { id: 'smart-home', key: 'smartHome', icon: 'home' },
  { id: 'agriculture', key: 'agriculture', icon: 'leaf' },
  { id: 'automation', key: 'automation', icon: 'cpu' },
] as const satisfies ReadonlyArray<{ id: string; key: string; icon: IconName }>;

/** `/services`: six services with anchors, each with Contact Sales, and the four-step process. */
export function ServicesPage() {
  const m = usePublicMessages();
  const t = m.services;
  const steps = t.process.steps;

  return (
    <>
      <Hero
        eyebrow={t.hero.eyebrow}
        title={t.hero.title}
        subtitle={t.hero.subtitle}
        actions={
          <>
            <Button asChild variant="accent" size="lg">
              <Link to="/contact">{t.hero.primary}</Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to={{ hash: 'process' }}>{t.hero.secondary}</Link>
            </Button>
          </>
        }
        highlights={t.hero.highlights}
      />

      <div className={styles.jumpBar}>
        <Container>
          <nav aria-label={t.jumpLabel}>
            <ul className={styles.jumpList}>
              {serviceAnchors.map((service) => (
                <li key={service.id}>
                  <Link to={{ hash: service.id }} className={styles.jumpLink}>
                    <Icon name={service.icon} size={16} />
                    {t.items[service.key].title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </Container>
      </div>

      <Section eyebrow={t.list.eyebrow} title={t.list.title} intro={t.list.intro}>
        <ul className={shared.cardGridTwo}>
          {serviceAnchors.map((service) => {
            const item = t.items[service.key];
            return (
              <li key={service.id} id={service.id} className={styles.service}>
                <div className={styles.serviceHeader}>
                  <span className={shared.iconBadge}>
                    <Icon name={service.icon} size={24} />
                  </span>
                  <h3 className={shared.h3}>{item.title}</h3>
                </div>
                <p className={shared.muted}>{item.text}</p>
                <p className={styles.deliverables}>{t.list.deliverables}</p>
                <CheckList items={item.points} />
                <div className={styles.serviceFooter}>
                  <Button asChild variant="outline" endIcon={<Icon name="arrowRight" size={16} />}>
                    <Link to="/contact" aria-label={`${m.common.contactSales}: ${item.title}`}>
                      {m.common.contactSales}
                    </Link>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section
        id="process"
        tone="alt"
        eyebrow={t.process.eyebrow}
        title={t.process.title}
        intro={t.process.intro}
      >
        <Steps
          items={[
            { title: steps.consultation.title, description: steps.consultation.text },
            { title: steps.proposal.title, description: steps.proposal.text },
            { title: steps.implementation.title, description: steps.implementation.text },
            { title: steps.support.title, description: steps.support.text },
          ]}
        />
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
