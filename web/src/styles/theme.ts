/** Design tokens: one green for football pitches, high contrast for phones in daylight. */
export const theme = {
  color: {
    primary: '#0b6e3f',
    primaryDark: '#074d2c',
    primarySoft: '#e3f1e9',
    accent: '#f2b705',
    text: '#1b1f1d',
    muted: '#4f5a54',
    background: '#f4f6f5',
    surface: '#ffffff',
    /** Card and divider lines, decorative. */
    border: '#d9dfdb',
    /** Borders of form controls: 3.8:1 on white, 3.5:1 on the background (WCAG 1.4.11). */
    inputBorder: '#7a857f',
    focus: '#1b1f1d',
    /** Errors: 6:1 on white, also readable on the light background. */
    danger: '#b3261e',
    info: '#e8f1fb',
    infoBorder: '#7aa7d9',
    /** Badge colours per job type (spec section 6), each with white text at 4.5:1 or more. */
    jobType: {
      trainer: '#1c5fa8',
      referee: '#1b1f1d',
      player: '#0b6e3f',
      supporter: '#8a3ea8',
    },
    salary: '#8a5a00',
  },
  radius: '12px',
  shadow: '0 1px 3px rgba(0, 0, 0, 0.08), 0 1px 2px rgba(0, 0, 0, 0.06)',
  maxWidth: '1120px',
  space: (n: number) => `${n * 8}px`,
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  /** Phones first; these widths switch to tablet and desktop layouts. */
  media: {
    sm: '@media (min-width: 576px)',
    md: '@media (min-width: 768px)',
    lg: '@media (min-width: 992px)',
    /** The navigation bar's links fit in one row. */
    xl: '@media (min-width: 1200px)',
    /** A finger rather than a mouse: targets need 44 px. */
    touch: '@media (pointer: coarse)',
  },
  /**
   * A link that stands on a line of text reaches 12 px above and below it, a 44 px target for a finger;
   * the negative margin keeps the line where it was, so nothing moves. For use under media.touch.
   */
  touchReach: 'display: inline-block; padding: 12px 0; margin: -12px 0;',
} as const;
