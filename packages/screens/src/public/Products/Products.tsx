import { Badge, Button, Hero, Icon, type IconName } from '@watni/ui';
import { Link } from 'react-router-dom';
import { usePublicMessages } from '../../messages/MessagesProvider';
import { Section } from '../_shared/Section';
import * as shared from '../_shared/shared.css';
import * as styles from './Products.css';

const products = [
  { key: 'dehydrator', icon: 'leaf', detail: '/products/dehydrator' },
  { key: 'irrigation', icon: 'sliders', detail: null },
  { key: 'homeHub', icon: 'home', detail: null },
  { key: 'robotics', icon: 'bot', detail: null },
  { key: 'airQuality', icon: 'heartPulse', detail: null },
  { key: 'energyMeter', icon: 'barChart', detail: null },
] as const satisfies ReadonlyArray<{ key: string; icon: IconName; detail: string | null }>;

/** `/products`: six products, each with Contact Sales; links to /contact and /watni-nexus. */
export function ProductsPage() {
  const m = usePublicMessages();
  const t = m.products;

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
              <Link to="/products/dehydrator">{t.hero.secondary}</Link>
            </Button>
          </>
        }
        highlights={[t.hero.range, m.figures.warranty, m.figures.experience]}
      />

      <Section eyebrow={t.list.eyebrow} title={t.list.title} intro={t.list.intro}>
        <ul className={shared.cardGrid}>
          {products.map((product) => {
            const item = t.items[product.key];
            return (
              <li key={product.key} id={product.key} className={styles.product}>
                <div className={styles.productVisual}>
                  <Icon name={product.icon} size={56} strokeWidth={1.5} />
                </div>
                <div className={styles.productBody}>
                  <div className={styles.tagRow}>
                    <Badge tone="primary">{item.tag}</Badge>
                    <Badge tone="accent">{t.list.warranty}</Badge>
                  </div>
                  <h3 className={shared.h3}>{item.title}</h3>
                  <p className={shared.muted}>{item.text}</p>
                  <div className={styles.productFooter}>
                    <Button asChild>
                      <Link to="/contact" aria-label={`${m.common.contactSales}: ${item.title}`}>
                        {m.common.contactSales}
                      </Link>
                    </Button>
                    {product.detail ? (
                      <Button
                        asChild
                        variant="ghost"
                        endIcon={<Icon name="arrowRight" size={16} />}
                      >
                        <Link to={product.detail}>{m.common.viewDetails}</Link>
                      </Button>
                    ) : null}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section tone="alt">
        <div className={styles.moreGrid}>
          <div className={shared.panel}>
            <span className={shared.iconBadge}>
              <Icon name="layers" size={24} />
            </span>
            <h2 className={shared.h3}>{t.more.softwareTitle}</h2>
            <p className={shared.muted}>{t.more.softwareText}</p>
            <div>
              <Button asChild variant="outline">
                <Link to="/watni-nexus">{t.more.softwareLink}</Link>
              </Button>
            </div>
          </div>
          <div className={shared.panel}>
            <span className={shared.iconBadge}>
              <Icon name="building" size={24} />
            </span>
            <h2 className={shared.h3}>{t.more.bulkTitle}</h2>
            <p className={shared.muted}>{t.more.bulkText}</p>
            <div>
              <Button asChild variant="outline">
                <Link to="/contact">{t.more.bulkLink}</Link>
              </Button>
            </div>
          </div>
        </div>
      </Section>
    </>
  );
}
