import { Button, Container, Heading, Icon, useI18n } from '@watni/ui';
import { Link } from 'react-router-dom';
import { useModulesMessages } from '../../messages/ModulesMessages';
import * as styles from './ModuleOff.css';

export interface ModuleOffProps {
  /** The module's display name (e.g. "Attendance"); null when the catalogue does not know it. */
  moduleName: string | null;
  /** Whether the viewer may switch modules on (an administrator): links to Module Management. */
  canManage: boolean;
}

/**
 * The page of a route whose module is switched off for the organisation: says so in the same
 * sentence as the service's 403, that the records are kept, and what to do — never a broken screen.
 */
export function ModuleOff({ moduleName, canManage }: ModuleOffProps) {
  const m = useModulesMessages().off;
  const { format } = useI18n();
  const module = moduleName ?? m.unknownModule;
  return (
    <Container asChild>
      <div className={styles.page}>
        <span className={styles.icon} aria-hidden>
          <Icon name="layers" size={32} />
        </span>
        <Heading level={1} size="lg">
          {format(m.title, { module })}
        </Heading>
        <p className={styles.body}>{format(m.detail, { module })}</p>
        <p className={styles.body}>{m.kept}</p>
        <p className={styles.body}>{canManage ? m.adminHint : m.memberHint}</p>
        <div className={styles.actions}>
          {canManage ? (
            <Button asChild>
              <Link to="/admin/modules">{m.adminAction}</Link>
            </Button>
          ) : null}
          <Button asChild variant={canManage ? 'outline' : 'primary'}>
            <Link to="/dashboard">{m.home}</Link>
          </Button>
        </div>
      </div>
    </Container>
  );
}
