import { Button, FeatureGrid, Hero, Icon, type IconName } from '@watni/ui';
import { Link } from 'react-router-dom';
import { usePublicMessages } from '../../messages/MessagesProvider';
import { FigureBand } from '../_shared/FigureBand';
import { Section } from '../_shared/Section';
import * as shared from '../_shared/shared.css';
import * as styles from './About.css';

const valueIcons: Record<string, IconName> = {
  local: 'mapPin',
  learning: 'graduationCap',
  honest: 'lightbulb',
  support: 'users',
};
const teamIcons: Record<string, IconName> = {
  academy: 'book',
  software: 'layers',
  services: 'cpu',
  lab: 'sliders',
};

/** `/about`: the company's story, values, teams and figures, and where to find it. */
export function AboutPage() {
  const m = usePublicMessages();
  const t = m.about;
  const f = m.figures;
  const c = m.company;

  return (
    <>
      <Hero eyebrow={t.hero.eyebrow} title={t.hero.title} subtitle={t.hero.subtitle} />

      <Section>
        <div className={shared.splitWide}>
          <div className={shared.stack}>
            <p className={shared.eyebrow}>{t.story.eyebrow}</p>
            <h2 className={shared.sectionTitle}>{t.story.title}</h2>
            <div className={styles.story}>
              {t.story.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <div className={shared.stack}>
            <h2 className={shared.h3}>{t.figures.title}</h2>
            <FigureBand figures={[f.experience, f.students, f.courses, f.satisfaction]} />
          </div>
        </div>
      </Section>

      <Section tone="alt" eyebrow={t.values.eyebrow} title={t.values.title}>
        <FeatureGrid
          columns="4"
          items={Object.entries(t.values.items).map(([key, item]) => ({
            icon: <Icon name={valueIcons[key] ?? 'check'} size={24} />,
            title: item.title,
            text: item.text,
          }))}
        />
      </Section>

      <Section eyebrow={t.teams.eyebrow} title={t.teams.title}>
        <FeatureGrid
          columns="4"
          items={Object.entries(t.teams.items).map(([key, item]) => ({
            icon: <Icon name={teamIcons[key] ?? 'check'} size={24} />,
            title: item.title,
            text: item.text,
          }))}
        />
      </Section>

      <Section tone="alt">
        <div className={styles.visit}>
          <div className={shared.stack}>
            <h2 className={shared.sectionTitle}>{t.visit.title}</h2>
            <p className={shared.lead}>{t.visit.text}</p>
            <div>
              <Button asChild size="lg">
                <Link to="/contact">{t.visit.cta}</Link>
              </Button>
            </div>
          </div>
          <div className={shared.panel}>
            <ul className={styles.addressList}>
              <li className={styles.addressItem}>
                <Icon name="mapPin" size={20} className={styles.addressIcon} />
                <span>
                  <span className={styles.addressLabel}>{m.contact.details.address}</span>
                  {c.addressLines.map((line, i) => (
                    <span key={line}>
                      {i > 0 ? <br /> : null}
                      {line}
                    </span>
                  ))}
                </span>
              </li>
              <li className={styles.addressItem}>
                <Icon name="clock" size={20} className={styles.addressIcon} />
                <span>
                  <span className={styles.addressLabel}>{m.contact.details.hours}</span>
                  {c.hours}
                </span>
              </li>
              <li className={styles.addressItem}>
                <Icon name="phone" size={20} className={styles.addressIcon} />
                <span>
                  <span className={styles.addressLabel}>{m.contact.details.phone}</span>
                  <a href={c.phoneHref}>{c.phone}</a>
                </span>
              </li>
              <li className={styles.addressItem}>
                <Icon name="mail" size={20} className={styles.addressIcon} />
                <span>
                  <span className={styles.addressLabel}>{m.contact.details.email}</span>
                  <a href={`mailto:${c.email}`}>{c.email}</a>
                </span>
              </li>
            </ul>
          </div>
        </div>
      </Section>
    </>
  );
}
