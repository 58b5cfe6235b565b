import type { ComponentPropsWithRef } from 'react';
import { cx } from '../_internal/cx';
import * as styles from './Icon.css';
import { directionalIcons, type IconName, type IconShape, iconData } from './icons';

const shapes: Record<IconName, readonly IconShape[]> = iconData;

export type { IconName } from './icons';
/** Every icon name, for stories and pickers. */
export const iconNames = Object.keys(iconData) as IconName[];

export interface IconProps extends Omit<ComponentPropsWithRef<'svg'>, 'children'> {
  name: IconName;
  /** Pixel size of the square icon. */
  size?: number;
  /** Accessible name. Without one the icon is decorative (aria-hidden). */
  label?: string;
  strokeWidth?: number;
}

export function Icon({ name, size = 20, label, strokeWidth = 2, className, ...props }: IconProps) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: named via aria-label when `label` is given, otherwise aria-hidden
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      data-slot="icon"
      data-icon={name}
      className={cx(styles.icon, directionalIcons.has(name) && styles.flipRtl, className)}
      {...(label
        ? { role: 'img', 'aria-label': label }
        : { 'aria-hidden': true, focusable: false })}
      {...props}
    >
      {shapes[name].map((shape, i) => {
        const key = `${name}-${i}`;
        if (typeof shape === 'string') return <path key={key} d={shape} />;
        if ('c' in shape)
          return <circle key={key} cx={shape.c[0]} cy={shape.c[1]} r={shape.c[2]} />;
        if ('d' in shape)
          return (
            <circle
              key={key}
              cx={shape.d[0]}
              cy={shape.d[1]}
              r={shape.d[2]}
              fill="currentColor"
              stroke="none"
            />
          );
        const [x, y, width, height, rx] = shape.r;
        return <rect key={key} x={x} y={y} width={width} height={height} rx={rx} />;
      })}
    </svg>
  );
}
