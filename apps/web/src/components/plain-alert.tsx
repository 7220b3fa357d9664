import type { AriaRole, ReactNode } from 'react';
import { MaterialIcon } from '@/components/icons/material-icon';
import type { MaterialIconName } from '@/components/icons/material-paths';
import styles from '@/components/plain-alert.module.css';

type Severity = 'success' | 'info' | 'warning' | 'error';

const SEVERITY_ICONS: Record<Severity, MaterialIconName> = {
  success: 'AlertSuccess',
  info: 'AlertInfo',
  warning: 'AlertWarning',
  error: 'AlertError',
};

interface PlainAlertProps {
  severity: Severity;
  children: ReactNode;
  /** Another icon than the severity's own. */
  icon?: MaterialIconName;
  /** `alert` as the library's, unless the note sits in a live region of its own (`none`) or is a status. */
  role?: AriaRole;
  /** A control at the note's end (Try again). */
  action?: ReactNode;
  className?: string;
}

/**
 * The theme's note (MUI's Alert, standard variant) on a screen drawn without the component library
 * (docs/decisions/0006): the same look and the same role, without loading the library.
 */
export function PlainAlert({ severity, children, icon, role = 'alert', action, className }: PlainAlertProps) {
  return (
    <div role={role} className={[styles.alert, styles[severity], className].filter(Boolean).join(' ')}>
      <div className={styles.icon}>
        <MaterialIcon name={icon ?? SEVERITY_ICONS[severity]} className={styles.svg} />
      </div>
      <div className={styles.message}>{children}</div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
