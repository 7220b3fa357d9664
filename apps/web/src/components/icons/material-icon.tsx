import { MATERIAL_PATHS, type MaterialIconName } from '@/components/icons/material-paths';
import styles from '@/components/icons/material-icon.module.css';

interface MaterialIconProps {
  name: MaterialIconName;
  /** 20 px instead of 24, as the component library's `fontSize="small"`. */
  small?: boolean;
  className?: string;
}

/**
 * A Material icon as plain SVG, for the screens drawn without the component library (the shell and
 * the launchpads): the same paths and size as its icon components, without loading the library.
 * Decorative, as theirs are: the control around it carries the name.
 */
export function MaterialIcon({ name, small, className }: MaterialIconProps) {
  const classes = [styles.icon, small && styles.small, className].filter(Boolean).join(' ');
  return (
    <svg className={classes} viewBox="0 0 24 24" focusable="false" aria-hidden="true">
      {MATERIAL_PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
