import * as styles from './shared.css';

interface Figure {
  value: string;
  label: string;
}

/** Marketing figures as a definition list: '500+' Students trained, '98%' Satisfaction... */
export function FigureBand({ figures }: { figures: readonly Figure[] }) {
  return (
    <dl className={styles.figures}>
      {figures.map((figure) => (
        <div key={figure.label} className={styles.figure}>
          <dt className={styles.figureLabel}>{figure.label}</dt>
          <dd className={styles.figureValue}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
