// Inline SVG illustrations drawn in the active theme's colours (no image requests, crisp at any
// size, nothing fetched from another host). Decorative ones are hidden from assistive tech.
import * as styles from './shared.css';

/** A Watni Nexus dashboard window with a course card and a device tile (home and Nexus heroes). */
export function DashboardIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 560 420"
      className={`${styles.illustration} ${styles.hideOnPhones} ${className ?? ''}`}
      aria-hidden="true"
      focusable="false"
    >
      {/* window */}
      <rect x="20" y="30" width="440" height="300" rx="16" className={styles.fillSurface} />
      <rect x="20" y="30" width="440" height="40" rx="16" className={styles.fillSurfaceAlt} />
      <rect x="20" y="54" width="440" height="16" className={styles.fillSurfaceAlt} />
      <circle cx="44" cy="50" r="6" className={styles.fillAccent} />
      <circle cx="64" cy="50" r="6" className={styles.fillBorder} />
      <circle cx="84" cy="50" r="6" className={styles.fillBorder} />
      {/* sidebar */}
      <rect x="36" y="86" width="92" height="228" rx="10" className={styles.fillPrimarySubtle} />
      <rect x="50" y="102" width="64" height="10" rx="5" className={styles.fillPrimary} />
      <rect
        x="50"
        y="126"
        width="52"
        height="8"
        rx="4"
        className={styles.fillMuted}
        opacity="0.45"
      />
      <rect
        x="50"
        y="146"
        width="58"
        height="8"
        rx="4"
        className={styles.fillMuted}
        opacity="0.45"
      />
      <rect
        x="50"
        y="166"
        width="46"
        height="8"
        rx="4"
        className={styles.fillMuted}
        opacity="0.45"
      />
      <rect
        x="50"
        y="186"
        width="56"
        height="8"
        rx="4"
        className={styles.fillMuted}
        opacity="0.45"
      />
      {/* stat tiles */}
      <rect x="144" y="86" width="94" height="60" rx="10" className={styles.fillSurfaceAlt} />
      <rect
        x="156"
        y="100"
        width="40"
        height="8"
        rx="4"
        className={styles.fillMuted}
        opacity="0.5"
      />
      <rect x="156" y="116" width="56" height="16" rx="4" className={styles.fillPrimary} />
      <rect x="250" y="86" width="94" height="60" rx="10" className={styles.fillSurfaceAlt} />
      <rect
        x="262"
        y="100"
        width="40"
        height="8"
        rx="4"
        className={styles.fillMuted}
        opacity="0.5"
      />
      <rect x="262" y="116" width="44" height="16" rx="4" className={styles.fillSecondary} />
      <rect x="356" y="86" width="88" height="60" rx="10" className={styles.fillSurfaceAlt} />
      <rect
        x="368"
        y="100"
        width="40"
        height="8"
        rx="4"
        className={styles.fillMuted}
        opacity="0.5"
      />
      <rect x="368" y="116" width="50" height="16" rx="4" className={styles.fillAccent} />
      {/* chart */}
      <rect x="144" y="160" width="300" height="154" rx="10" className={styles.fillSurfaceAlt} />
      <path
        d="M160 290 H428"
        strokeWidth="2"
        className={styles.strokeBorder}
        strokeLinecap="round"
      />
      {[
        [170, 70],
        [206, 96],
        [242, 82],
        [278, 116],
        [314, 104],
        [350, 132],
        [386, 120],
      ].map(([x, h]) => (
        <rect
          key={x}
          x={x}
          y={288 - (h ?? 0)}
          width="22"
          height={h}
          rx="5"
          className={styles.fillPrimary}
          opacity={0.35 + (h ?? 0) / 240}
        />
      ))}
      <path
        d="M181 224 L217 200 L253 210 L289 180 L325 188 L361 160 L397 168"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
        className={styles.strokeAccent}
      />
      {/* certificate card */}
      <g transform="translate(330 250)">
        <rect width="210" height="130" rx="14" className={styles.fillSurface} />
        <rect x="16" y="18" width="40" height="40" rx="10" className={styles.fillAccent} />
        <path
          d="M27 38 l8 8 l14 -16"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
          fill="none"
          stroke="#ffffff"
        />
        <rect x="68" y="22" width="118" height="10" rx="5" className={styles.fillSecondary} />
        <rect
          x="68"
          y="40"
          width="84"
          height="8"
          rx="4"
          className={styles.fillMuted}
          opacity="0.5"
        />
        <rect x="16" y="74" width="178" height="10" rx="5" className={styles.fillSurfaceAlt} />
        <rect x="16" y="74" width="134" height="10" rx="5" className={styles.fillPrimary} />
        <rect x="16" y="98" width="70" height="16" rx="8" className={styles.fillPrimarySubtle} />
      </g>
      {/* device tile */}
      <g transform="translate(0 300)">
        <rect width="150" height="104" rx="14" className={styles.fillSecondary} />
        <circle cx="40" cy="40" r="18" className={styles.fillAccent} />
        <rect x="70" y="30" width="60" height="8" rx="4" fill="#ffffff" opacity="0.85" />
        <rect x="70" y="46" width="40" height="8" rx="4" fill="#ffffff" opacity="0.5" />
        <rect x="20" y="74" width="110" height="10" rx="5" fill="#ffffff" opacity="0.25" />
        <rect x="20" y="74" width="72" height="10" rx="5" className={styles.fillAccent} />
      </g>
    </svg>
  );
}

/** The smart food dehydrator: a ten-tray cabinet with a glass door and a control panel. */
export function DehydratorIllustration({
  label,
  className,
}: {
  label: string;
  className?: string;
}) {
  const trays = Array.from({ length: 10 }, (_, i) => i);
  return (
    <svg
      viewBox="0 0 420 440"
      className={`${styles.illustration} ${className ?? ''}`}
      role="img"
      aria-label={label}
      focusable="false"
    >
      {/* cabinet */}
      <rect x="60" y="30" width="300" height="380" rx="22" className={styles.fillSurface} />
      <rect x="60" y="30" width="300" height="70" rx="22" className={styles.fillSecondary} />
      <rect x="60" y="80" width="300" height="20" className={styles.fillSecondary} />
      {/* control panel */}
      <rect x="84" y="46" width="104" height="38" rx="8" fill="#0b1516" />
      <text
        x="136"
        y="72"
        textAnchor="middle"
        fontFamily="ui-monospace, monospace"
        fontSize="20"
        fontWeight="700"
        className={styles.fillAccent}
      >
        58°C
      </text>
      <circle cx="232" cy="65" r="14" className={styles.fillAccent} />
      <circle cx="272" cy="65" r="10" fill="#ffffff" opacity="0.8" />
      <circle cx="306" cy="65" r="10" fill="#ffffff" opacity="0.5" />
      <circle cx="336" cy="65" r="5" fill="#4ade80" />
      {/* glass door with trays */}
      <rect x="84" y="116" width="252" height="270" rx="12" className={styles.fillSurfaceAlt} />
      {trays.map((i) => (
        <g key={i} transform={`translate(98 ${132 + i * 25})`}>
          <rect width="224" height="6" rx="3" className={styles.fillMuted} opacity="0.55" />
          {[16, 48, 80, 112, 144, 176, 204].map((x, j) => (
            <ellipse
              key={x}
              cx={x}
              cy="-3"
              rx={j % 2 ? 9 : 11}
              ry="4"
              className={
                i % 3 === 0
                  ? styles.fillAccent
                  : i % 3 === 1
                    ? styles.fillPrimary
                    : styles.fillSecondary
              }
              opacity={0.55 + ((i + j) % 3) * 0.15}
            />
          ))}
        </g>
      ))}
      <rect x="84" y="116" width="252" height="270" rx="12" fill="#ffffff" opacity="0.16" />
      <path d="M110 130 L150 130 L120 370 L96 370 Z" fill="#ffffff" opacity="0.22" />
      {/* handle and feet */}
      <rect x="344" y="200" width="8" height="100" rx="4" className={styles.fillMuted} />
      <rect x="84" y="410" width="40" height="14" rx="4" className={styles.fillSecondary} />
      <rect x="296" y="410" width="40" height="14" rx="4" className={styles.fillSecondary} />
      {/* airflow */}
      <path
        d="M20 170 q20 -12 40 0 M20 220 q20 -12 40 0 M20 270 q20 -12 40 0"
        strokeWidth="4"
        strokeLinecap="round"
        className={styles.strokeAccent}
      />
    </svg>
  );
}
