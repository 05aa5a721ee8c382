/** Flags drawn as SVG: emoji flags show as letters on many Windows and Linux systems. */
export function Flag({ country }: { country: string }) {
  if (country === 'CH')
    return (
      <svg width="20" height="20" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="3" fill="#d52b1e" />
        <path d="M13 6h6v7h7v6h-7v7h-6v-7H6v-6h7z" fill="#fff" />
      </svg>
    );
  if (country === 'DE')
    return (
      <svg width="24" height="16" viewBox="0 0 5 3" aria-hidden="true" focusable="false">
        <rect width="5" height="1" fill="#000" />
        <rect y="1" width="5" height="1" fill="#dd0000" />
        <rect y="2" width="5" height="1" fill="#ffce00" />
      </svg>
    );
  return null;
}
