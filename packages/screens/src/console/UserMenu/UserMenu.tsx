import { Badge, Icon, Popover, ThemeChoices, VisuallyHidden } from '@watni/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useConsoleMessages } from '../../messages/areas';
import * as styles from './UserMenu.css';

export interface UserMenuProps {
  name: string;
  email: string;
  /** The role's name, as on the dashboard's badge. */
  roleLabel: string;
  onSignOut: () => void;
  signingOut?: boolean;
  /**
   * The language switcher's place. Nothing is rendered while it is absent:
   * no placeholder control.
   */
  languageSlot?: ReactNode;
  /** For stories and tests; uncontrolled by default. */
  defaultOpen?: boolean;
}

/** The signed-in user's menu: who, profile, language (slot), theme, sign out. */
export function UserMenu({
  name,
  email,
  roleLabel,
  onSignOut,
  signingOut = false,
  languageSlot,
  defaultOpen,
}: UserMenuProps) {
  const consoleMessages = useConsoleMessages();
  const m = consoleMessages.userMenu;
  return (
    <Popover.Root defaultOpen={defaultOpen}>
      <Popover.Trigger className={styles.trigger}>
        <span className={styles.avatar}>
          <Icon name="user" size={18} />
        </span>
        <span className={styles.triggerName}>{name}</span>
        <VisuallyHidden>{m.triggerSuffix}</VisuallyHidden>
        <Icon name="chevronDown" size={16} />
      </Popover.Trigger>
      <Popover.Content align="end" aria-label={m.trigger(name)}>
        <div className={styles.who}>
          <span className={styles.name}>{name}</span>
          <span className={styles.email}>{email}</span>
          <span>
            <Badge tone="info">{roleLabel}</Badge>
          </span>
        </div>
        <Popover.Close asChild>
          <Link to="/profile" className={styles.item}>
            <Icon name="user" size={18} />
            {m.profile}
          </Link>
        </Popover.Close>
        {languageSlot ? (
          <div className={styles.section} data-slot="language-switcher">
            {languageSlot}
          </div>
        ) : null}
        <div className={styles.section}>
          <ThemeChoices heading={m.theme} />
        </div>
        <button
          type="button"
          className={styles.item}
          onClick={onSignOut}
          disabled={signingOut}
          aria-busy={signingOut || undefined}
        >
          <Icon name="logOut" size={18} />
          {signingOut ? m.signingOut : m.signOut}
        </button>
      </Popover.Content>
    </Popover.Root>
  );
}
