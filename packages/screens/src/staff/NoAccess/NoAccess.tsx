import { Button, Container, Heading, Icon } from '@watni/ui';
import { Link } from 'react-router-dom';
import { useStaffMessages } from '../../messages/areas';
import * as styles from './NoAccess.css';

/** Shown by the staff guard to a signed-in user whose role may not open the page. */
export function NoAccess() {
  const staffMessages = useStaffMessages();
  const m = staffMessages.access;
  return (
    <Container asChild>
      <div className={styles.page}>
        <span className={styles.icon} aria-hidden>
          <Icon name="lock" size={32} />
        </span>
        <Heading level={1} size="lg">
          {m.title}
        </Heading>
        <p className={styles.body}>{m.body}</p>
        <Button asChild>
          <Link to="/dashboard">{m.backToDashboard}</Link>
        </Button>
      </div>
    </Container>
  );
}
