import { Container, PageHeader, useI18n } from '@watni/ui';
import { usePublicMessages } from '../../messages/MessagesProvider';
import * as styles from './shared.css';

interface LegalSection {
  id: string;
  title: string;
  paragraphs: readonly string[];
}

interface LegalDocumentProps {
  title: string;
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
}

/** Long-form legal page (terms, privacy): title, date, a table of contents and numbered sections. */
export function LegalDocument({ title, updated, intro, sections }: LegalDocumentProps) {
  const m = usePublicMessages();
  const { format } = useI18n();
  return (
    <Container className={styles.section}>
      <PageHeader
        title={title}
        description={format(m.common.lastUpdated, { date: updated })}
        divider
      />
      <div className={styles.legal} style={{ marginBlockStart: '2.5rem' }}>
        <nav className={styles.toc} aria-labelledby="legal-toc-title">
          <h2 id="legal-toc-title" className={styles.tocTitle}>
            {m.common.onThisPage}
          </h2>
          <ol className={styles.tocList}>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className={styles.legalBody}>
          <p className={styles.legalIntro}>{intro}</p>
          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className={styles.legalSection}
            >
              <h2 id={`${section.id}-title`} className={styles.legalHeading}>
                {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </article>
      </div>
    </Container>
  );
}
