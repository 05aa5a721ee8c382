import fs from 'node:fs';
import { chromium, type Browser } from 'playwright';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Whether browser tests can run here; when not, the reason is printed once and the suite is skipped. */
export function browserAvailable(): boolean {
  if (fs.existsSync(CHROMIUM)) return true;
  console.info(`Browser tests skipped: no Chromium at ${CHROMIUM} (install the Debian package "chromium").`);
  return false;
}

/** Debian's Chromium, never a downloaded browser; no background traffic to the outside. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}
