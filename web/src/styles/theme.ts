/** Design tokens: one green for football pitches, high contrast for phones in daylight. */
export const theme = {
  color: {
    primary: '#0b6e3f',
    primaryDark: '#074d2c',
    accent: '#f2b705',
    text: '#1b1f1d',
    muted: '#55605a',
    background: '#f4f6f5',
    surface: '#ffffff',
    border: '#d9dfdb',
  },
  radius: '12px',
  shadow: '0 1px 3px rgba(0, 0, 0, 0.08), 0 1px 2px rgba(0, 0, 0, 0.06)',
  maxWidth: '1120px',
  space: (n: number) => `${n * 8}px`,
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;
